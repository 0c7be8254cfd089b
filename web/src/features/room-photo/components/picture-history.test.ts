import type { BoardPicture } from '@contracts/board-pictures';
import { describe, expect, it } from 'vitest';
import { previousPicture } from './picture-history';

const picture = (id: string, current = false): BoardPicture => ({
  id,
  url: `/api/boards/b/pictures/${id}/image?key=k`,
  source: 'capture',
  createdAt: '2026-11-23T18:00:00.000Z',
  current,
});

describe("'Restore previous picture'", () => {
  it('restores the picture made before the current one', () => {
    expect(previousPicture([picture('new', true), picture('older'), picture('oldest')])?.id).toBe('older');
    expect(previousPicture([picture('new'), picture('older', true), picture('oldest')])?.id).toBe('oldest');
  });

  it('restores the newest other picture when the current one is the oldest, and offers nothing without another', () => {
    expect(previousPicture([picture('new'), picture('older'), picture('oldest', true)])?.id).toBe('new');
    expect(previousPicture([picture('only', true)])).toBeNull();
  });
});
