import type { BoardRoomShape } from '@room/board-room';
import { roomPoint, type RoomPoint } from '@room/units';

/**
 * A note on the plan keeps its point as fractions (0..1) of the plan's frame: the room's box with a margin of 4% of its
 * longer side all round, the frame the first review plans were drawn in. So a note stands for the same place in the room
 * (in cm) whatever draws the plan, and notes delivered before keep their place.
 */
const NOTE_FRAME_MARGIN = 0.04;

function frameOf(room: BoardRoomShape) {
  const pad = Math.max(room.width, room.length) * NOTE_FRAME_MARGIN;
  return { pad, width: room.width + 2 * pad, length: room.length + 2 * pad };
}

/** The place in the room (cm from its top-left corner) that a plan note's point stands for. */
export function notePlace(room: BoardRoomShape, note: { x: number; y: number }): RoomPoint {
  const frame = frameOf(room);
  return roomPoint(note.x * frame.width - frame.pad, note.y * frame.length - frame.pad);
}

/** A plan note's point for a place in the room: kept inside the frame, to a thousandth. */
export function notePoint(room: BoardRoomShape, place: { x: number; y: number }): { x: number; y: number } {
  const frame = frameOf(room);
  const fraction = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
  return { x: fraction((place.x + frame.pad) / frame.width), y: fraction((place.y + frame.pad) / frame.length) };
}
