import { describe, expect, it } from 'vitest';
import { gestureStep } from './gesture';

describe('room-photo gesture', () => {
  it('moves by the one pointer’s shift, as fractions of the stage, without scaling', () => {
    expect(gestureStep([{ x: 100, y: 100 }], [{ x: 150, y: 80 }], 500, 400)).toEqual({ dx: 0.1, dy: -0.05, factor: 1 });
  });

  it('scales by how much two pointers spread, and moves by their middle', () => {
    const step = gestureStep(
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 100, y: 100 },
        { x: 300, y: 100 },
      ],
      1000,
      1000,
    );
    expect(step).toEqual({ dx: 0.05, dy: 0, factor: 2 });
  });
});
