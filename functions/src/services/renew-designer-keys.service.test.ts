import { describe, expect, it } from 'vitest';
import { editorKeyOf } from '../domain/board-view.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryDesignerWork } from '../testing/memory-designer-work.js';
import { memoryBoards, memoryGenerations } from '../testing/memory-repositories.js';
import { renewDesignerKeys } from './renew-designer-keys.service.js';

function setUp() {
  const boards = memoryBoards(
    memoryGenerations(),
    ['photo', 'reviewed', 'both', 'untouched'].map((id) => createBoardRecord({ id, imageKey: `${id}-key` })),
  );
  const work = memoryDesignerWork();
  work.projects.set('p1', { status: 'open', designerUid: null, photoBoardIds: ['photo', 'both'] });
  work.projects.set('p2', { status: 'rated', designerUid: 'ada', photoBoardIds: ['gone'] });
  work.reviews.set('r1', { status: 'rated', designerUid: 'ada', boardId: 'reviewed' });
  work.reviews.set('r2', { status: 'open', designerUid: null, boardId: 'both' });
  work.reviews.set('r3', { status: 'open', designerUid: null, boardId: 'reviewed' });
  return { deps: { boards, work }, boards };
}

describe('npm run boards:repair-private: the keys designers were given', () => {
  it("renews the owner's key of brief photo boards and the co-editors' key of reviewed boards, once each", async () => {
    const { deps, boards } = setUp();
    const before = new Map([...boards.byId].map(([id, board]) => [id, { owner: board.imageKey, editor: editorKeyOf(board) }]));
    // One review or project a page: the scan goes on across pages.
    expect(await renewDesignerKeys(deps, 1)).toEqual({ ownerKeys: 2, editorKeys: 1 });
    const now = (id: string) => ({ owner: boards.byId.get(id)!.imageKey, editor: editorKeyOf(boards.byId.get(id)!) });
    for (const id of ['photo', 'both']) {
      expect(now(id).owner).not.toBe(before.get(id)!.owner);
      expect(now(id).editor).not.toBe(before.get(id)!.editor);
    }
    // The reviewed board's owner keeps their key; the key the queue gave designers opens nothing any more.
    expect(now('reviewed')).toEqual({ owner: 'reviewed-key', editor: expect.not.stringMatching(before.get('reviewed')!.editor) });
    expect(boards.byId.get('reviewed')!.editorKeyEpoch).toBe(1);
    expect(now('untouched')).toEqual(before.get('untouched'));
  });

  it('changes nothing when run again', async () => {
    const { deps, boards } = setUp();
    await renewDesignerKeys(deps);
    const after = structuredClone([...boards.byId.entries()]);
    expect(await renewDesignerKeys(deps)).toEqual({ ownerKeys: 0, editorKeys: 0 });
    expect([...boards.byId.entries()]).toEqual(after);
  });
});
