import { describe, expect, it } from 'vitest';
import { createBoardRecord } from '../testing/factories.js';
import { freshLive, liveAfterEdit, liveBoardView } from './live-boards.js';

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

describe('the live layout after an edit of the products (liveAfterEdit)', () => {
  const room = { width: 400, length: 300, shape: 'rectangular' as const };
  const live = {
    layout: {
      ...room,
      items: [
        { id: 'sofa', x: 100, y: 80, rotation: 90 },
        { id: 'lamp', x: 250, y: 150, rotation: 0 },
      ],
    },
    versions: { layout: 4, room: 1, items: { sofa: 2, lamp: 1 } },
  };
  const items = (...ids: string[]) => ids.map((productId) => ({ ...createBoardRecord().items[0]!, productId }));

  it("puts a swapped-in product where the board's layout placed it, as a change", () => {
    const board = { items: items('couch', 'lamp'), layout: { ...room, items: [{ id: 'couch', x: 100, y: 80, rotation: 90 }] } };
    expect(liveAfterEdit(live, board)).toEqual({
      layout: { ...room, items: [live.layout.items[1], { id: 'couch', x: 100, y: 80, rotation: 90 }] },
      versions: { layout: 5, room: 1, items: { sofa: 2, lamp: 1, couch: 1 } },
    });
  });

  it('changes nothing when the board gained no placement', () => {
    expect(liveAfterEdit(live, { items: items('couch', 'lamp'), layout: { ...room, items: [] } })).toBeNull();
    expect(liveAfterEdit({ ...live, layout: null }, { items: items('sofa'), layout: live.layout })).toBeNull();
  });
});
