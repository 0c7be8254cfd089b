import { ROOM_SHAPE_IDS } from '@contracts/designer';
import { describe, expect, it } from 'vitest';
import { cameraPresets, doorPoint, EYE_HEIGHT, framedCamera, orbitLimits, PRESET_FOV, threeQuarterAzimuth } from './cameras';
import { roomScene, WALL_HEIGHT, type Vec3 } from './room-scene';

/** Where a world point lands on a perspective camera's screen, -1..1 on both axes (up is +y), by a pinhole model. */
function project(pose: { position: Vec3; target: Vec3; fov: number }, aspect: number, p: Vec3): { x: number; y: number } {
  const sub = (a: Vec3, b: Vec3) => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
  const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
  const cross = (a: Vec3, b: Vec3) => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });
  const norm = (a: Vec3) => {
    const l = Math.hypot(a.x, a.y, a.z);
    return { x: a.x / l, y: a.y / l, z: a.z / l };
  };
  const forward = norm(sub(pose.target, pose.position));
  const right = norm(cross(forward, { x: 0, y: 1, z: 0 }));
  const up = cross(right, forward);
  const d = sub(p, pose.position);
  const depth = dot(d, forward);
  const tan = Math.tan((pose.fov * Math.PI) / 360);
  return { x: dot(d, right) / depth / (tan * aspect), y: dot(d, up) / depth / tan };
}

const corners = (scene: ReturnType<typeof roomScene>, y: number): Vec3[] => {
  const b = scene.outerBounds;
  return [
    { x: b.minX, y, z: b.minY },
    { x: b.maxX, y, z: b.minY },
    { x: b.maxX, y, z: b.maxY },
    { x: b.minX, y, z: b.maxY },
  ];
};

describe('cameraPresets', () => {
  it.each([
    ['l-shaped', 600, 400, 1.6],
    ['u-shaped', 300, 700, 0.6],
    ['beveled', 450, 450, 1],
  ] as const)(
    'top view of a %s %i × %i room at aspect %f: the room and its wall tops fill the frame, plan up is screen up',
    (shape, width, length, aspect) => {
      const scene = roomScene({ shape, width, length });
      const { top } = cameraPresets(scene, aspect);
      expect(top.target).toEqual({ x: width / 2, y: 0, z: length / 2 });
      const projected = [...corners(scene, 0), ...corners(scene, WALL_HEIGHT)].map((p) => project(top, aspect, p));
      for (const p of projected) {
        expect(Math.abs(p.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(1);
      }
      // Fitted: the wall tops reach close to the frame on the tighter axis.
      expect(Math.max(...projected.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))))).toBeGreaterThan(0.85);
      // The plan's top-left corner shows at the screen's top-left.
      // A long lens: a wall's inner face, from the floor to its top, is a thin band (under 7 % of the frame's width).
      expect(top.fov).toBe(PRESET_FOV.top);
      const foot = project(top, aspect, { x: 0, y: 0, z: length / 2 });
      const head = project(top, aspect, { x: 0, y: WALL_HEIGHT, z: length / 2 });
      expect(Math.abs(head.x - foot.x) / 2).toBeLessThan(0.07);
      const topLeft = project(top, aspect, { x: 0, y: 0, z: 0 });
      expect(topLeft.x).toBeLessThan(0);
      expect(topLeft.y).toBeGreaterThan(0);
    },
  );

  it.each(ROOM_SHAPE_IDS)(
    '%s: the eye-level camera stands at eye height before the door on the near wall, looking in at the far wall',
    (shape) => {
      const scene = roomScene({ shape, width: 500, length: 400 });
      const { eye } = cameraPresets(scene, 1.5);
      const door = doorPoint(scene);
      expect(door.y).toBe(400);
      expect(eye.position.y).toBe(EYE_HEIGHT);
      expect(eye.position.x).toBe(door.x);
      expect(eye.position.z).toBeGreaterThan(scene.outerBounds.maxY);
      expect(eye.position.z - scene.outerBounds.maxY).toBeLessThanOrEqual((scene.outerBounds.maxY - scene.outerBounds.minY) / 3 + 1e-9);
      // The far wall shows across the room's width, from the floor up to eye height.
      for (const x of [scene.outerBounds.minX, scene.outerBounds.maxX]) {
        for (const h of [0, EYE_HEIGHT]) {
          const p = project(eye, 1.5, { x, y: h, z: scene.bounds.minY });
          expect(Math.abs(p.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(p.y)).toBeLessThanOrEqual(1);
        }
      }
    },
  );

  it('a narrow phone view steps back at most a third of the room; a long room, until its width shows at the door', () => {
    const phone = roomScene({ shape: 'rectangular', width: 500, length: 400 });
    expect(cameraPresets(phone, 0.6).eye.position.z).toBeCloseTo(412 + 424 / 3, 9);
    const scene = roomScene({ shape: 'rectangular', width: 300, length: 900 });
    const { eye } = cameraPresets(scene, 1.6);
    for (const x of [scene.bounds.minX, scene.bounds.maxX]) {
      const p = project(eye, 1.6, { x, y: 0, z: scene.bounds.maxY });
      expect(Math.abs(p.x)).toBeLessThanOrEqual(1);
    }
  });

  it('the door of a T is the middle of its stem; of an L, the middle of its long bottom wall', () => {
    expect(doorPoint(roomScene({ shape: 't-shaped', width: 500, length: 400 }))).toEqual({ x: 250, y: 400 });
    expect(doorPoint(roomScene({ shape: 'l-shaped', width: 600, length: 400 }))).toEqual({ x: 300, y: 400 });
  });

  it('orbit limits keep the camera above the floor and within reach of the room', () => {
    const limits = orbitLimits(roomScene({ shape: 'rectangular', width: 400, length: 300 }));
    expect(limits.maxPolarAngle).toBeLessThan(Math.PI / 2);
    expect(limits.minDistance).toBe(40);
    expect(limits.maxDistance).toBe(424 * 5 + 500);
  });
});

describe('framedCamera (the board picture)', () => {
  const deg = (radians: number) => Math.round((radians * 180) / Math.PI);

  it('turns the user’s direction into a 3/4 view near it: a diagonal view stays, a straight one turns 20° at most', () => {
    expect(deg(threeQuarterAzimuth(Math.PI / 4))).toBe(45);
    expect(deg(threeQuarterAzimuth((50 * Math.PI) / 180))).toBe(50);
    expect(deg(threeQuarterAzimuth(0.001))).toBe(25);
    expect(deg(threeQuarterAzimuth(-0.001))).toBe(-25);
    expect(deg(threeQuarterAzimuth((170 * Math.PI) / 180))).toBe(155);
    expect(deg(threeQuarterAzimuth((-100 * Math.PI) / 180))).toBe(-115);
  });

  it.each([
    ['rectangular', 500, 400, 0, 4 / 3],
    ['l-shaped', 600, 400, 2.5, 4 / 3],
    ['u-shaped', 300, 700, -1.2, 4 / 3],
    ['beveled', 450, 450, 0.3, 0.75],
  ] as const)(
    'a %s %i × %i room seen from azimuth %f at aspect %f: every wall corner, floor to top, inside the frame, the room filling it',
    (shape, width, length, azimuth, aspect) => {
      const scene = roomScene({ shape, width, length });
      const pose = framedCamera(scene, azimuth, aspect);
      const points = [...corners(scene, 0), ...corners(scene, WALL_HEIGHT)].map((p) => project(pose, aspect, p));
      for (const p of points) {
        expect(Math.abs(p.x)).toBeLessThanOrEqual(0.9 + 1e-6);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(0.9 + 1e-6);
      }
      // Centred, and as near as that allows: the room reaches the margin on one axis.
      const span = (axis: 'x' | 'y') => [Math.min(...points.map((p) => p[axis])), Math.max(...points.map((p) => p[axis]))];
      const [[left, right], [bottom, top]] = [span('x'), span('y')];
      expect(Math.max(right! - 0.9, -0.9 - left!, top! - 0.9, -0.9 - bottom!)).toBeCloseTo(0, 2);
      expect(left! + right!).toBeCloseTo(0, 2);
      expect(top! + bottom!).toBeCloseTo(0, 2);
      // Above the walls, outside the room, looking down at it from a 3/4 direction.
      expect(pose.position.y).toBeGreaterThan(WALL_HEIGHT);
      const b = scene.outerBounds;
      const outside = pose.position.x < b.minX || pose.position.x > b.maxX || pose.position.z < b.minY || pose.position.z > b.maxY;
      expect(outside).toBe(true);
      const turn = Math.atan2(pose.position.x - pose.target.x, pose.position.z - pose.target.z);
      expect(deg(turn)).toBe(deg(threeQuarterAzimuth(azimuth)));
    },
  );
});
