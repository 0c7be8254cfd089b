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
