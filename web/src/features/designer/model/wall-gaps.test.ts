import { describe, expect, it } from 'vitest';
import { footprintAt } from '@room/placement';
import { roomOutline } from '@room/room-shapes';
import { cm, deg } from '@room/units';
import { wallGaps } from './wall-gaps';

const lengths = (gaps: ReturnType<typeof wallGaps>) =>
  Object.fromEntries(gaps.map((gap) => [gap.side, Math.round(gap.length * 100) / 100]));

describe('wallGaps', () => {
  it('measures from each side of the item to the facing wall', () => {
    const room = roomOutline('rectangular', { width: cm(300), length: cm(200) });
    const rect = footprintAt({ width: cm(60), length: cm(40) }, { x: cm(100), y: cm(50), rotation: deg(0) });
    expect(lengths(wallGaps(rect, room))).toEqual({ left: 70, right: 170, top: 30, bottom: 130 });
  });

  it('uses the turned footprint and meets the inner walls of an L', () => {
    const room = roomOutline('l-shaped', { width: cm(200), length: cm(200) });
    const rect = footprintAt({ width: cm(60), length: cm(40) }, { x: cm(50), y: cm(50), rotation: deg(90) });
    // Turned: 40 wide, 60 long. The L's missing quarter starts at x = 100 above y = 100.
    expect(lengths(wallGaps(rect, room))).toEqual({ left: 30, right: 30, top: 20, bottom: 120 });
  });
});
