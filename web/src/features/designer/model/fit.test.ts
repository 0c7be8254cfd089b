import { describe, expect, it } from 'vitest';
import { checkRoomFits } from './fit';
import { cm } from '@room/units';

const items = [
  { width: cm(180), length: cm(90) },
  { width: cm(60), length: cm(220) },
];

describe('checkRoomFits', () => {
  it('passes when width and length reach the largest item width and length', () => {
    expect(checkRoomFits({ width: cm(180), length: cm(220) }, items)).toEqual({ fits: true });
  });

  it("says the spec's message with the real maxima", () => {
    const check = checkRoomFits({ width: cm(200), length: cm(200) }, items);
    expect(check.fits).toBe(false);
    expect(check.fits ? '' : check.message).toBe('Room dimensions must be at least 180x220 to fit the furniture.');
  });

  it('checks each side against its own maximum, not the larger of the two', () => {
    expect(checkRoomFits({ width: cm(179), length: cm(300) }, items).fits).toBe(false);
  });

  it('keeps a decimal maximum', () => {
    const check = checkRoomFits({ width: cm(10), length: cm(10) }, [{ width: cm(45.5), length: cm(20) }]);
    expect(check.fits ? '' : check.message).toBe('Room dimensions must be at least 45.5x20 to fit the furniture.');
  });

  it('lets any room through when there is no furniture', () => {
    expect(checkRoomFits({ width: cm(1), length: cm(1) }, []).fits).toBe(true);
  });
});
