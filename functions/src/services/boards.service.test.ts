import { describe, expect, it } from 'vitest';
import type { BoardRecord } from '../domain/boards.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { BoardFile, FileReferences } from '../ports/file-references.port.js';
import { boardImage, deleteBoard } from './boards.service.js';

function createBoard(overrides: Partial<BoardRecord> = {}): BoardRecord {
  return {
    id: 'board1',
    ownerUid: 'owner',
    ownerName: 'Roomboard member',
    generationId: 'gen1',
    functionName: 'Sleep',
    title: 'Bed',
    generatedTitle: 'Calm',
    description: { main_title: '', description: '' },
    hexCode: '',
    palette: [],
    imagePath: 'boards/picture.png',
    imageKey: 'the-key',
    cutoutPaths: ['cutouts/bed.png', 'cutouts/rug.png'],
    items: [
      { productId: 'bed', title: 'Bed', price: 1, width: 1, length: 1, height: 1, cutoutPath: 'cutouts/bed.png' },
      { productId: 'rug', title: 'Rug', price: 1, width: 1, length: 1, height: 1, cutoutPath: 'cutouts/rug.png' },
    ],
    visibility: 'public',
    hidden: false,
    layout: null,
    createdAt: new Date(0),
    ...overrides,
  };
}

/** In-memory fakes of the ports deleteBoard and boardImage use; `log` records the order of writes. */
function fakes(board: BoardRecord | null, usedElsewhere: string[] = []) {
  const log: string[] = [];
  const asked: Array<{ file: BoardFile; except: { boardId: string; generationId: string } }> = [];
  const files = new Map([['boards/picture.png', Buffer.from('picture')]]);
  const boards = {
    get: async (id: string) => (board && id === board.id ? board : null),
    delete: async (id: string) => void log.push(`delete board ${id}`),
  } as unknown as BoardsRepository;
  const blobs: BlobStore = {
    kind: 'local',
    put: async () => undefined,
    get: async (key) => (files.has(key) ? { data: files.get(key)!, contentType: 'image/png' } : null),
    delete: async (key) => void log.push(`delete file ${key}`),
  };
  const fileReferences: FileReferences = {
    isUsedElsewhere: async (file, except) => {
      asked.push({ file, except });
      return usedElsewhere.includes(file.path);
    },
  };
  return { deps: { boards, blobs, fileReferences }, log, asked };
}

describe('deleteBoard', () => {
  it('deletes the board first, then each of its files that nothing else uses', async () => {
    const { deps, log, asked } = fakes(createBoard(), ['cutouts/bed.png']);
    await deleteBoard(deps, 'owner', 'board1');
    expect(log).toEqual(['delete board board1', 'delete file boards/picture.png', 'delete file cutouts/rug.png']);
    expect(asked).toEqual([
      { file: { path: 'boards/picture.png', productId: null }, except: { boardId: 'board1', generationId: 'gen1' } },
      { file: { path: 'cutouts/bed.png', productId: 'bed' }, except: { boardId: 'board1', generationId: 'gen1' } },
      { file: { path: 'cutouts/rug.png', productId: 'rug' }, except: { boardId: 'board1', generationId: 'gen1' } },
    ]);
  });

  it("deletes nothing of someone else's board or of a hidden one", async () => {
    const other = fakes(createBoard());
    await expect(deleteBoard(other.deps, 'intruder', 'board1')).rejects.toMatchObject({ status: 403 });
    const hidden = fakes(createBoard({ hidden: true }));
    await expect(deleteBoard(hidden.deps, 'owner', 'board1')).rejects.toMatchObject({ status: 404 });
    expect([...other.log, ...hidden.log]).toEqual([]);
  });
});

describe('boardImage', () => {
  const picture = { data: Buffer.from('picture'), contentType: 'image/png' };

  it('serves a public board to anyone and a private one to the holder of its key only', async () => {
    expect(await boardImage(fakes(createBoard()).deps, 'board1', null)).toEqual(picture);
    const { deps } = fakes(createBoard({ visibility: 'private' }));
    expect(await boardImage(deps, 'board1', 'the-key')).toEqual(picture);
    for (const key of [null, '', 'the-kez', 'the-key-longer']) {
      await expect(boardImage(deps, 'board1', key), String(key)).rejects.toMatchObject({ status: 404 });
    }
  });

  it('serves a hidden or missing board to no one, key or not', async () => {
    for (const board of [createBoard({ hidden: true }), null]) {
      for (const key of [null, 'the-key']) {
        await expect(boardImage(fakes(board).deps, 'board1', key)).rejects.toMatchObject({ status: 404 });
      }
    }
  });
});
