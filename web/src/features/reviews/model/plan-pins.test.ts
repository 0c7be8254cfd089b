import { cm } from '@room/units';
import { describe, expect, it } from 'vitest';
import { notePlace, notePoint } from './plan-pins';

const room = { width: cm(500), length: cm(400), shape: 'rectangular' as const };

describe('plan notes', () => {
  it('keep the place the first plans gave them: a 4% margin of the longer side round the room', () => {
    // 500 x 400 cm: a 20 cm margin, so a frame of 540 x 440 cm.
    expect(notePlace(room, { x: 0, y: 0 })).toEqual({ x: -20, y: -20 });
    expect(notePlace(room, { x: 0.75, y: 0.25 })).toEqual({ x: 385, y: 90 });
    expect(notePlace(room, { x: 1, y: 1 })).toEqual({ x: 520, y: 420 });
  });

  it('turn a place in the room back into the same point, kept inside the frame', () => {
    expect(notePoint(room, { x: 385, y: 90 })).toEqual({ x: 0.75, y: 0.25 });
    expect(notePoint(room, { x: 250, y: 200 })).toEqual({ x: 0.5, y: 0.5 });
    expect(notePoint(room, { x: -100, y: 900 })).toEqual({ x: 0, y: 1 });
  });
});
