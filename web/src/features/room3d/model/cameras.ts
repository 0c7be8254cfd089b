import type { RoomPoint } from '@room/units';
import type { RoomScene, Vec3 } from './room-scene';

/** Where the camera stands, what it looks at (world cm) and its vertical field of view (degrees). */
export interface CameraPose {
  readonly position: Vec3;
  readonly target: Vec3;
  readonly fov: number;
}

export type CameraPresetId = 'eye' | 'top';

/** A person's view at eye level; a long lens from high above for the top view, so that it reads like the plan (walls seen nearly from above, not as slanted faces). */
export const PRESET_FOV: Readonly<Record<CameraPresetId, number>> = { eye: 45, top: 20 };

/** A standing person's eyes, in cm. */
export const EYE_HEIGHT = 160;
/** Space left around the room in a preset, as a share of the room's size. */
const MARGIN = 1.08;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The door: the middle of the longest wall on the room's near side (largest plan y), where a visitor stands to look
 * in. Every one of the six shapes has such a wall.
 */
export function doorPoint(scene: RoomScene): RoomPoint {
  const maxY = scene.bounds.maxY;
  const near = scene.walls.filter(({ inner: [a, b] }) => Math.abs(a.y - maxY) < 1e-6 && Math.abs(b.y - maxY) < 1e-6);
  const wall = near.reduce((best, candidate) => (candidate.length > best.length ? candidate : best), near[0] ?? scene.walls[0]!);
  const [a, b] = wall.inner;
  return { x: ((a.x + b.x) / 2) as RoomPoint['x'], y: ((a.y + b.y) / 2) as RoomPoint['y'] };
}

/**
 * The two preset cameras for a perspective camera of `aspect` (width / height), each with its field of view: 'top' looks straight down on the middle of the room from high enough that the room and its walls fit the
 * frame (the plan's up stays up); 'eye' stands at eye height in the door on the near wall, stepped back so that the
 * room's width shows (at most a third of the room's length back), looking into the room.
 */
export function cameraPresets(scene: RoomScene, aspect: number): Record<CameraPresetId, CameraPose> {
  const { outerBounds: box, height } = scene;
  const tanOf = (id: CameraPresetId) => Math.tan(radians(PRESET_FOV[id]) / 2);
  const centre = { x: (box.minX + box.maxX) / 2, z: (box.minY + box.maxY) / 2 };
  const halfWidth = ((box.maxX - box.minX) / 2) * MARGIN;
  const halfLength = ((box.maxY - box.minY) / 2) * MARGIN;
  // The tops of the walls are nearer the camera than the floor: fit them, they are the widest thing in view.
  const topHeight = height + Math.max(halfWidth / (tanOf('top') * aspect), halfLength / tanOf('top'));
  const top: CameraPose = {
    // A hair towards the near side so that 'up' on screen is the plan's up (a camera looking exactly down has no up).
    position: { x: centre.x, y: topHeight, z: centre.z + topHeight * 1e-4 },
    target: { x: centre.x, y: 0, z: centre.z },
    fov: PRESET_FOV.top,
  };

  // In the doorway, stepped back far enough for the room's width to show, but never more than a third of the room's
  // length: further back the room turns into a thin strip at eye level (a narrow phone screen would ask for that).
  const door = doorPoint(scene);
  const roomLength = box.maxY - box.minY;
  const back = Math.min(Math.max(halfWidth / (tanOf('eye') * aspect), 60), roomLength / 3);
  const eye: CameraPose = {
    position: { x: door.x, y: EYE_HEIGHT, z: box.maxY + back },
    target: { x: door.x, y: height * 0.15, z: centre.z },
    fov: PRESET_FOV.eye,
  };
  return { eye, top };
}

/** Orbit limits: not under the floor, not inside a piece, not so far that the room is a speck. */
export function orbitLimits(scene: RoomScene): { minDistance: number; maxDistance: number; maxPolarAngle: number } {
  const { outerBounds: box } = scene;
  const span = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  return { minDistance: 40, maxDistance: span * 5 + 500, maxPolarAngle: Math.PI / 2 - 0.04 };
}

/** The board picture's camera: a 3/4 view from above the room's corner nearest the user's view. */
const FRAMED_FOV = 40;
/** How high the picture's camera looks down on the room, above the horizon. */
const FRAMED_ELEVATION = radians(30);
/** How far the picture's direction may stay from the nearest diagonal (45°), either way: past that it is no 3/4 view. */
const DIAGONAL_SPREAD = radians(20);
/** The share of the frame the room may fill (the rest is a margin around it). */
const FRAMED_FILL = 0.9;

type Vec = { x: number; y: number; z: number };
const add = (a: Vec, b: Vec, k = 1): Vec => ({ x: a.x + b.x * k, y: a.y + b.y * k, z: a.z + b.z * k });
const dot = (a: Vec, b: Vec) => a.x * b.x + a.y * b.y + a.z * b.z;

/**
 * The azimuth (radians about the vertical, 0 looking from the near side, as OrbitControls counts it) closest to
 * `azimuth` that shows the room at 3/4: within DIAGONAL_SPREAD of the nearest diagonal.
 */
export function threeQuarterAzimuth(azimuth: number): number {
  const quarter = Math.PI / 2;
  const diagonal = Math.floor(azimuth / quarter) * quarter + quarter / 2;
  return diagonal + Math.min(DIAGONAL_SPREAD, Math.max(-DIAGONAL_SPREAD, azimuth - diagonal));
}

/**
 * The camera a board picture is drawn from, for a picture of `aspect` (width / height): from the 3/4 direction nearest
 * the user's `azimuth`, looking down FRAMED_ELEVATION, as near as it can stand while every corner of the room's walls
 * (floor to wall top, outer faces) is inside the frame, with the room centred. Whatever the user's own camera is
 * (zoomed into a wall, under the ceiling height, far away), the picture shows the whole room and no wall is cut.
 */
export function framedCamera(scene: RoomScene, azimuth: number, aspect: number): CameraPose {
  const { outerBounds: box, height } = scene;
  const turn = threeQuarterAzimuth(azimuth);
  const back: Vec = {
    x: Math.cos(FRAMED_ELEVATION) * Math.sin(turn),
    y: Math.sin(FRAMED_ELEVATION),
    z: Math.cos(FRAMED_ELEVATION) * Math.cos(turn),
  };
  // The camera's right and up: right is level, up is square to it and to the view.
  const right: Vec = { x: Math.cos(turn), y: 0, z: -Math.sin(turn) };
  const up: Vec = {
    x: back.y * right.z - back.z * right.y,
    y: back.z * right.x - back.x * right.z,
    z: back.x * right.y - back.y * right.x,
  };
  const tanV = Math.tan(radians(FRAMED_FOV) / 2) * FRAMED_FILL;
  const tanH = tanV * aspect;
  const corners: Vec[] = [box.minX, box.maxX].flatMap((x) => [box.minY, box.maxY].flatMap((z) => [0, height].map((y) => ({ x, y, z }))));

  let target: Vec = { x: (box.minX + box.maxX) / 2, y: height * 0.4, z: (box.minY + box.maxY) / 2 };
  let distance = 0;
  // Stand back until every corner fits, then centre the room in the frame and fit again (twice settles it).
  for (let pass = 0; pass < 3; pass++) {
    const rel = corners.map((corner) => add(corner, target, -1));
    distance = Math.max(...rel.map((r) => dot(r, back) + Math.max(Math.abs(dot(r, right)) / tanH, Math.abs(dot(r, up)) / tanV)));
    const screen = rel.map((r) => ({ x: dot(r, right) / (distance - dot(r, back)), y: dot(r, up) / (distance - dot(r, back)) }));
    const shiftX = (Math.max(...screen.map((p) => p.x)) + Math.min(...screen.map((p) => p.x))) / 2;
    const shiftY = (Math.max(...screen.map((p) => p.y)) + Math.min(...screen.map((p) => p.y))) / 2;
    target = add(add(target, right, shiftX * distance), up, shiftY * distance);
  }
  return { position: add(target, back, distance), target, fov: FRAMED_FOV };
}
