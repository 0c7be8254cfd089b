import { describe, expect, it } from 'vitest';
import { BOARD_DELETED, BOARD_TAKEN_DOWN, GENERATION_UNKNOWN } from '../contracts/boards.js';
import { keepSavedBoard, savedBoardOf } from './board-saves.js';

describe('saving a generation', () => {
  it('answers the board it was saved as, or null to make one', () => {
    expect(savedBoardOf({ ownerUid: 'ann', savedBoardId: 'b1' }, 'ann')).toBe('b1');
    expect(savedBoardOf({ ownerUid: 'ann', savedBoardId: null }, 'ann')).toBeNull();
  });

  it('refuses an unknown generation (404) and another member’s (403)', () => {
    expect(() => savedBoardOf(null, 'ann')).toThrow(expect.objectContaining({ code: 'not-found', message: GENERATION_UNKNOWN }));
    expect(() => savedBoardOf({ ownerUid: 'bob', savedBoardId: 'b1' }, 'ann')).toThrow(expect.objectContaining({ code: 'forbidden' }));
  });

  it('does not bring back a board deleted or taken down (410)', () => {
    expect(() => keepSavedBoard({ hidden: false })).not.toThrow();
    expect(() => keepSavedBoard(null)).toThrow(expect.objectContaining({ code: 'gone', message: BOARD_DELETED }));
    expect(() => keepSavedBoard({ hidden: true })).toThrow(expect.objectContaining({ code: 'gone', message: BOARD_TAKEN_DOWN }));
  });
});
