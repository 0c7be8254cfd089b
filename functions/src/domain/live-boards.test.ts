import { describe, expect, it } from 'vitest';
import { createBoardRecord } from '../testing/factories.js';
import { freshLive, liveBoardView } from './live-boards.js';

const place = (id: string, x: number) => ({ id, x, y: 100, rotation: 0 });

describe('the board as its editors read it (liveBoardView)', () => {
  it('shows the live layout without the placements of products taken off the board', () => {
    const board = createBoardRecord({ ownerUid: 'ann' });
    const layout = { width: 300, length: 300, shape: 'rectangular' as const, items: [place('product-1', 50), place('gone', 150)] };
    const live = { ...freshLive(board), layout };
    expect(liveBoardView(board, 'ann', live).layout).toEqual({ ...layout, items: [place('product-1', 50)] });
  });

  it('gives a reader who is neither owner nor co-editor the saved board, without the live layout', () => {
    const layout = { width: 300, length: 300, shape: 'rectangular' as const, items: [place('product-1', 80)] };
    const board = createBoardRecord({ ownerUid: 'ann', layout: { ...layout, items: [] } });
    const view = liveBoardView(board, 'bob', { ...freshLive(board), layout });
    expect(view.layout).toEqual({ ...layout, items: [] });
    expect(view.canEdit).toBeUndefined();
  });
});
