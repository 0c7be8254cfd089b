import { describe, expect, it } from 'vitest';
import { createBoardRecord } from '../testing/factories.js';
import {
  memoryBlobs,
  memoryBoards,
  memoryFileReferences,
  memoryGenerations,
  memoryLiveBoards,
  memoryProducts,
} from '../testing/memory-repositories.js';
import { freshLive } from '../domain/live-boards.js';
import { repairPrivate } from './repair-private.service.js';

const photo = (letter: string) => ({ path: `room-photos/${letter.repeat(32)}.jpg`, width: 900, height: 700 });
const copiedFrom = (boardId: string) => ({ boardId, ownerUid: 'ann', ownerName: 'ann' });

function setUp() {
  const generations = memoryGenerations();
  const boards = memoryBoards(generations, [
    // Ann still uses photo a; she replaced photo b by c after Bob copied; her board 'gone' was taken down.
    createBoardRecord({ id: 'anns', ownerUid: 'ann', roomPhoto: photo('a') }),
    createBoardRecord({ id: 'replaced', ownerUid: 'ann', roomPhoto: photo('c') }),
    createBoardRecord({ id: 'gone', ownerUid: 'ann', hidden: true }),
    createBoardRecord({ id: 'copy1', ownerUid: 'bob', visibility: 'private', roomPhoto: photo('a'), copiedFrom: copiedFrom('anns') }),
    createBoardRecord({ id: 'copy2', ownerUid: 'bob', visibility: 'private', roomPhoto: photo('b'), copiedFrom: copiedFrom('replaced') }),
    createBoardRecord({ id: 'copy3', ownerUid: 'cy', visibility: 'private', copiedFrom: copiedFrom('gone') }),
    createBoardRecord({ id: 'own', ownerUid: 'cy', roomPhoto: photo('d') }),
  ]);
  const blobs = memoryBlobs();
  for (const letter of 'abcd') blobs.files.set(photo(letter).path, { data: Buffer.from(letter), contentType: 'image/jpeg' });
  // Ann's board 'anns' is edited together with Bob, who was given Ann's key before co-editors had their own.
  const liveBoards = memoryLiveBoards(boards);
  liveBoards.byId.set('anns', {
    ...freshLive(boards.byId.get('anns')!),
    editorUids: ['ann', 'bob'],
    editors: [{ uid: 'bob', email: 'bob@example.com', name: 'Bob' }],
  });
  const deps = { boards, blobs, fileReferences: memoryFileReferences(boards, generations, memoryProducts()), liveBoards };
  return { deps, boards, blobs };
}

describe('npm run boards:repair-private', () => {
  it("detaches the original owner's room photo from every copy, deletes the files nothing uses, hides copies of hidden boards", async () => {
    const { deps, boards, blobs } = setUp();
    // Two boards a page: the scan goes on across pages.
    expect(await repairPrivate(deps, 2)).toEqual({ detached: 2, deleted: 1, hidden: 1, emailsMoved: 0, keysRenewed: 1 });
    expect(['copy1', 'copy2', 'copy3'].map((id) => boards.byId.get(id)!.roomPhoto)).toEqual([null, null, null]);
    expect([...blobs.files.keys()].sort()).toEqual([photo('a').path, photo('c').path, photo('d').path]);
    expect(boards.byId.get('copy3')).toMatchObject({ hidden: true, hiddenWith: 'gone' });
    // The shared board's owner key is renewed: what Bob held opens nothing.
    expect(boards.byId.get('anns')).toMatchObject({ ownerKeyRenewed: true });
    expect(boards.byId.get('anns')!.imageKey).not.toBe('image-key-1');
    // Owners' own boards keep their photos.
    expect(boards.byId.get('anns')!.roomPhoto).toEqual(photo('a'));
    expect(boards.byId.get('own')!.roomPhoto).toEqual(photo('d'));
  });

  it('changes nothing when run again', async () => {
    const { deps, boards } = setUp();
    await repairPrivate(deps);
    const after = structuredClone([...boards.byId.entries()]);
    expect(await repairPrivate(deps)).toEqual({ detached: 0, deleted: 0, hidden: 0, emailsMoved: 0, keysRenewed: 0 });
    expect([...boards.byId.entries()]).toEqual(after);
  });
});
