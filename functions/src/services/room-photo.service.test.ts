import { describe, expect, it } from 'vitest';
import {
  PICTURE_MAX_BYTES,
  ROOM_PHOTO_EMPTY,
  ROOM_PHOTO_NOT_IMAGE,
  ROOM_PHOTO_TOO_LARGE,
  ROOM_PIECE_NOT_ON_BOARD,
  ROOM_PIECES_NO_PHOTO,
  type RoomPiece,
} from '../contracts/board-pictures.js';
import { pictureIdOf } from '../domain/board-pictures.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryBlobs, memoryBoards, memoryFileReferences, memoryGenerations, memoryProducts } from '../testing/memory-repositories.js';
import { fakePictureImages } from '../testing/picture-fakes.js';
import { listBoardPictures } from './board-pictures.service.js';
import { type BoardPicturesDeps } from './steps/board-pictures.js';
import { deleteBoard } from './boards.service.js';
import { roomPhotoImage, saveRoomPieces, uploadRoomPhoto } from './room-photo.service.js';

function setUp() {
  const generations = memoryGenerations();
  const boards = memoryBoards(generations, [
    createBoardRecord({ id: 'mine', ownerUid: 'ann', imageKey: 'k1', imagePath: `boards/${'d'.repeat(32)}.png` }),
    createBoardRecord({ id: 'other', ownerUid: 'ann', imageKey: 'k2', imagePath: `boards/${'e'.repeat(32)}.png` }),
  ]);
  const blobs = memoryBlobs();
  const deps: BoardPicturesDeps = {
    boards,
    blobs,
    fileReferences: memoryFileReferences(boards, generations, memoryProducts()),
    pictureImages: fakePictureImages(),
  };
  return { deps, boards, blobs };
}

const photoFiles = (blobs: ReturnType<typeof memoryBlobs>) => [...blobs.files.keys()].filter((key) => key.startsWith('room-photos/'));

describe('room photos', () => {
  it("keeps the photo as a private file of the board's owner, answered with its keyed URL and size", async () => {
    const { deps, blobs } = setUp();
    const { room_photo } = await uploadRoomPhoto(deps, 'ann', 'mine', Buffer.from('living room'));
    const [path] = photoFiles(blobs);
    expect(room_photo).toEqual({
      url: `/api/boards/mine/room-photo/image?key=k1&v=${pictureIdOf(path!)}`,
      width: 1024,
      height: 768,
      pieces: [],
    });
    expect((await roomPhotoImage(deps, 'mine', 'k1')).data).toEqual(Buffer.from('jpeg:living room'));
    for (const key of [null, 'k2']) await expect(roomPhotoImage(deps, 'mine', key)).rejects.toMatchObject({ status: 404 });
    expect((await listBoardPictures(deps, 'ann', 'mine')).room_photo).toEqual(room_photo);
  });

  it('replaces the previous photo, deleting its file unless another board uses it', async () => {
    const { deps, blobs } = setUp();
    await uploadRoomPhoto(deps, 'ann', 'mine', Buffer.from('first'));
    await uploadRoomPhoto(deps, 'ann', 'other', Buffer.from('first'));
    await uploadRoomPhoto(deps, 'ann', 'mine', Buffer.from('second'));
    expect(photoFiles(blobs)).toHaveLength(2);
    await uploadRoomPhoto(deps, 'ann', 'other', Buffer.from('third'));
    expect(photoFiles(blobs)).toHaveLength(2);
    await deleteBoard(deps, 'ann', 'other');
    expect(photoFiles(blobs)).toHaveLength(1);
  });

  it.each<[string, Buffer, number, string]>([
    ['not an image', Buffer.from('not-image'), 400, ROOM_PHOTO_NOT_IMAGE],
    ['zero pixels', Buffer.from('empty'), 400, ROOM_PHOTO_EMPTY],
    ['over 15 MB', Buffer.alloc(PICTURE_MAX_BYTES + 1), 413, ROOM_PHOTO_TOO_LARGE],
  ])('refuses %s with its message, writing nothing', async (_name, upload, status, message) => {
    const { deps, boards, blobs } = setUp();
    await expect(uploadRoomPhoto(deps, 'ann', 'mine', upload)).rejects.toMatchObject({ status, message });
    expect(boards.byId.get('mine')!.roomPhoto).toBeNull();
    expect(blobs.files.size).toBe(0);
  });

  it("is the owner's alone", async () => {
    const { deps, blobs } = setUp();
    await expect(uploadRoomPhoto(deps, 'bob', 'mine', Buffer.from('x'))).rejects.toMatchObject({ status: 403 });
    expect(blobs.files.size).toBe(0);
  });

  describe('pieces on the photo', () => {
    const piece = (productId: string, x: number): RoomPiece => ({ productId, x, y: 0.6, width: 0.3, aspect: 0.75, flipped: x > 0.5 });

    it('keeps them with the photo, answered in the pictures, and carries them to a new photo', async () => {
      const { deps, boards } = setUp();
      const [productId] = boards.byId.get('mine')!.items.map((item) => item.productId);
      await uploadRoomPhoto(deps, 'ann', 'mine', Buffer.from('living room'));
      // The same product twice: a member may try two of a chair.
      const pieces = [piece(productId!, 0.7), piece(productId!, 0.2)];
      const { room_photo } = await saveRoomPieces(deps, 'ann', 'mine', { pieces });
      expect(room_photo.pieces).toEqual(pieces);
      expect((await listBoardPictures(deps, 'ann', 'mine')).room_photo?.pieces).toEqual(pieces);
      const again = await uploadRoomPhoto(deps, 'ann', 'mine', Buffer.from('another angle'));
      expect([again.room_photo.url === room_photo.url, again.room_photo.pieces]).toEqual([false, pieces]);
    });

    it('refuses pieces before there is a photo (409), a product not on the board (400), and another member (403)', async () => {
      const { deps, boards } = setUp();
      const [productId] = boards.byId.get('mine')!.items.map((item) => item.productId);
      await expect(saveRoomPieces(deps, 'ann', 'mine', { pieces: [piece(productId!, 0.5)] })).rejects.toMatchObject({
        status: 409,
        message: ROOM_PIECES_NO_PHOTO,
      });
      await uploadRoomPhoto(deps, 'ann', 'mine', Buffer.from('living room'));
      await expect(saveRoomPieces(deps, 'ann', 'mine', { pieces: [piece('not-on-board', 0.5)] })).rejects.toMatchObject({
        status: 400,
        message: ROOM_PIECE_NOT_ON_BOARD,
      });
      await expect(saveRoomPieces(deps, 'bob', 'mine', { pieces: [] })).rejects.toMatchObject({ status: 403 });
      expect(boards.byId.get('mine')!.roomPhoto?.pieces).toEqual([]);
    });
  });
});
