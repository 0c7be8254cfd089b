import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PICTURE_EMPTY,
  PICTURE_HISTORY_LIMIT,
  PICTURE_MAX_BYTES,
  PICTURE_NOT_FOUND,
  PICTURE_NOT_IMAGE,
  PICTURE_TOO_BIG_SIDES,
  PICTURE_TOO_MANY_PIXELS,
  PICTURE_TOO_MANY_PIXELS_WHOLE,
  PICTURE_TOO_LARGE,
  PICTURE_TOO_SMALL,
} from '../contracts/board-pictures.js';
import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import { pictureIdOf } from '../domain/board-pictures.js';
import { toBoardView } from '../domain/board-view.js';
import { createBoardRecord } from '../testing/factories.js';
import { fakePictureImages } from '../testing/picture-fakes.js';
import { memoryBlobs, memoryBoards, memoryFileReferences, memoryGenerations, memoryProducts } from '../testing/memory-repositories.js';
import { deleteBoard } from './boards.service.js';
import { boardPictureImage, listBoardPictures, restoreBoardPicture, uploadBoardPicture } from './board-pictures.service.js';
import { type BoardPicturesDeps } from './steps/board-pictures.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const GENERATED = `boards/${'d'.repeat(32)}.png`;

function setUp() {
  const generations = memoryGenerations();
  const boards = memoryBoards(generations, [
    createBoardRecord({ id: 'mine', ownerUid: 'ann', imagePath: GENERATED, imageKey: 'k1' }),
    createBoardRecord({ id: 'hidden1', ownerUid: 'ann', hidden: true, imagePath: `boards/${'e'.repeat(32)}.png` }),
  ]);
  const blobs = memoryBlobs();
  blobs.files.set(GENERATED, { data: Buffer.from('generated'), contentType: 'image/png' });
  let minute = 0;
  const deps: BoardPicturesDeps = {
    boards,
    blobs,
    fileReferences: memoryFileReferences(boards, generations, memoryProducts()),
    pictureImages: fakePictureImages(),
    now: () => new Date(Date.UTC(2026, 1, 1, 10, minute++)),
  };
  return { deps, boards, blobs };
}

const pathOf = (text: string) => `boards/${createHash('sha256').update(`jpeg:${text}`).digest('hex').slice(0, 32)}.jpg`;

describe('board pictures', () => {
  it('lists a board without history as its one generated picture, current', async () => {
    const { deps } = setUp();
    expect(await listBoardPictures(deps, 'ann', 'mine')).toEqual({
      room_photo: null,
      image_url: '/api/boards/mine/image?key=k1',
      pictures: [
        {
          id: 'd'.repeat(32),
          url: `/api/boards/mine/pictures/${'d'.repeat(32)}/image?key=k1`,
          source: 'generated',
          createdAt: '2026-01-15T10:00:00.000Z',
          current: true,
        },
      ],
    });
  });

  it('keeps an uploaded picture as a file, makes it current, and keeps the previous one to restore', async () => {
    const { deps, boards, blobs } = setUp();
    const answer = await uploadBoardPicture(deps, 'ann', 'mine', Buffer.from('capture one'), 'capture');
    const id = pictureIdOf(pathOf('capture one'));
    expect(answer.image_url).toBe(`/api/boards/mine/image?key=k1&v=${id}`);
    expect(answer.pictures.map((p) => [p.id, p.source, p.current])).toEqual([
      [id, 'capture', true],
      ['d'.repeat(32), 'generated', false],
    ]);
    expect(blobs.files.get(pathOf('capture one'))).toEqual({ data: Buffer.from('jpeg:capture one'), contentType: 'image/jpeg' });
    const stored = boards.byId.get('mine')!;
    expect(stored.imagePath).toBe(pathOf('capture one'));
    // The board's public view names the new picture, so no browser keeps showing the old one from its cache.
    expect(toBoardView(stored, null).image_url).toBe(`/api/boards/mine/image?v=${id}`);
  });

  it('restores an older picture as the current one, keeping the order, and answers 404 for a picture it does not keep', async () => {
    const { deps, boards } = setUp();
    await uploadBoardPicture(deps, 'ann', 'mine', Buffer.from('room'), 'room-photo');
    const restored = await restoreBoardPicture(deps, 'ann', 'mine', 'd'.repeat(32));
    expect(restored.image_url).toBe(`/api/boards/mine/image?key=k1&v=${'d'.repeat(32)}`);
    expect(restored.pictures.map((p) => [p.source, p.current])).toEqual([
      ['room-photo', false],
      ['generated', true],
    ]);
    expect(boards.byId.get('mine')!.imagePath).toBe(GENERATED);
    await expect(restoreBoardPicture(deps, 'ann', 'mine', 'f'.repeat(32))).rejects.toMatchObject({
      status: 404,
      message: PICTURE_NOT_FOUND,
    });
    expect(boards.byId.get('mine')!.imagePath).toBe(GENERATED);
  });

  it(`keeps at most ${PICTURE_HISTORY_LIMIT} pictures and deletes the files of those dropped`, async () => {
    const { deps, blobs } = setUp();
    let last;
    for (let n = 1; n <= PICTURE_HISTORY_LIMIT + 1; n++)
      last = await uploadBoardPicture(deps, 'ann', 'mine', Buffer.from(`capture ${n}`), 'capture');
    expect(last!.pictures).toHaveLength(PICTURE_HISTORY_LIMIT);
    expect(last!.pictures[0]!.id).toBe(pictureIdOf(pathOf(`capture ${PICTURE_HISTORY_LIMIT + 1}`)));
    // The generated picture and the first capture were the oldest two.
    expect(blobs.files.has(GENERATED)).toBe(false);
    expect(blobs.files.has(pathOf('capture 1'))).toBe(false);
    expect(blobs.files.has(pathOf('capture 2'))).toBe(true);
  });

  it('makes the same bytes uploaded again the current picture, without a second entry', async () => {
    const { deps } = setUp();
    await uploadBoardPicture(deps, 'ann', 'mine', Buffer.from('same'), 'capture');
    await restoreBoardPicture(deps, 'ann', 'mine', 'd'.repeat(32));
    const again = await uploadBoardPicture(deps, 'ann', 'mine', Buffer.from('same'), 'capture');
    expect(again.pictures.map((p) => [p.source, p.current])).toEqual([
      ['capture', true],
      ['generated', false],
    ]);
  });

  it.each<[string, Buffer, number, string]>([
    ['not an image', Buffer.from('not-image: a text file'), 400, PICTURE_NOT_IMAGE],
    ['zero pixels', Buffer.from('empty'), 400, PICTURE_EMPTY],
    ['no bytes', Buffer.alloc(0), 400, PICTURE_EMPTY],
    ['under 256 px a side', Buffer.from('too-small'), 400, PICTURE_TOO_SMALL],
    ['over 8000 px a side', Buffer.from('too-big'), 413, PICTURE_TOO_BIG_SIDES],
    ['over the pixel cap', Buffer.from('too-many-pixels'), 413, PICTURE_TOO_MANY_PIXELS],
    ['over the cap of pictures decoded whole', Buffer.from('too-many-pixels-whole'), 413, PICTURE_TOO_MANY_PIXELS_WHOLE],
    ['over 15 MB', Buffer.alloc(PICTURE_MAX_BYTES + 1), 413, PICTURE_TOO_LARGE],
  ])('refuses %s with its message and writes nothing', async (_name, upload, status, message) => {
    const { deps, boards, blobs } = setUp();
    const before = structuredClone(boards.byId.get('mine'));
    await expect(uploadBoardPicture(deps, 'ann', 'mine', upload, 'capture')).rejects.toMatchObject({ status, message });
    expect(boards.byId.get('mine')).toEqual(before);
    expect([...blobs.files.keys()]).toEqual([GENERATED]);
  });

  it("is the owner's alone: 403 for another user, 404 for a hidden or unknown board, nothing written", async () => {
    const { deps, boards, blobs } = setUp();
    const before = structuredClone(boards.byId.get('mine'));
    for (const attempt of [
      uploadBoardPicture(deps, 'bob', 'mine', Buffer.from('x'), 'capture'),
      listBoardPictures(deps, 'bob', 'mine'),
      restoreBoardPicture(deps, 'bob', 'mine', 'd'.repeat(32)),
    ])
      await expect(attempt).rejects.toMatchObject({ status: 403, message: NOT_AUTHORIZED });
    for (const id of ['hidden1', 'nope', '__x__'])
      await expect(uploadBoardPicture(deps, 'ann', id, Buffer.from('x'), 'capture')).rejects.toMatchObject({
        status: 404,
        message: BOARD_NOT_FOUND,
      });
    expect(boards.byId.get('mine')).toEqual(before);
    expect([...blobs.files.keys()]).toEqual([GENERATED]);
  });

  it('removes the new file again when the board could not take it (taken down meanwhile)', async () => {
    const { deps, boards, blobs } = setUp();
    const changePictures = boards.changePictures.bind(boards);
    boards.changePictures = (id, decide) => {
      boards.byId.get(id)!.hidden = true;
      return changePictures(id, decide);
    };
    await expect(uploadBoardPicture(deps, 'ann', 'mine', Buffer.from('late'), 'capture')).rejects.toMatchObject({ status: 404 });
    expect(blobs.files.has(pathOf('late'))).toBe(false);
    expect(boards.byId.get('mine')!.imagePath).toBe(GENERATED);
  });

  it('serves a kept picture to the key holder only, and to no one once the board is hidden', async () => {
    const { deps, boards } = setUp();
    await uploadBoardPicture(deps, 'ann', 'mine', Buffer.from('kept'), 'capture');
    expect((await boardPictureImage(deps, 'mine', 'd'.repeat(32), 'k1')).data).toEqual(Buffer.from('generated'));
    await expect(boardPictureImage(deps, 'mine', 'd'.repeat(32), null)).rejects.toMatchObject({ status: 404 });
    await expect(boardPictureImage(deps, 'mine', 'd'.repeat(32), 'k2')).rejects.toMatchObject({ status: 404 });
    boards.byId.get('mine')!.hidden = true;
    await expect(boardPictureImage(deps, 'mine', 'd'.repeat(32), 'k1')).rejects.toMatchObject({ status: 404 });
  });

  it('deletes every picture of a board with the board', async () => {
    const { deps, blobs } = setUp();
    await uploadBoardPicture(deps, 'ann', 'mine', Buffer.from('one'), 'capture');
    await uploadBoardPicture(deps, 'ann', 'mine', Buffer.from('two'), 'room-photo');
    await restoreBoardPicture(deps, 'ann', 'mine', pictureIdOf(pathOf('one')));
    await deleteBoard(deps, 'ann', 'mine');
    for (const path of [GENERATED, pathOf('one'), pathOf('two')]) expect(blobs.files.has(path), path).toBe(false);
  });
});
