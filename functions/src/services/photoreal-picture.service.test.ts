import { describe, expect, it } from 'vitest';
import { PHOTOREAL_NEEDS_OPENAI, PICTURE_NOT_FOUND } from '../contracts/board-pictures.js';
import { pictureIdOf } from '../domain/board-pictures.js';
import type { BoardGenerator, PhotorealBrief } from '../ports/generator.port.js';
import { createBoardRecord, createCaller } from '../testing/factories.js';
import { fakePictureImages } from '../testing/picture-fakes.js';
import { memoryBlobs, memoryBoards, memoryFileReferences, memoryGenerations, memoryProducts } from '../testing/memory-repositories.js';
import { EMAIL_UNVERIFIED } from './steps/generation.js';
import { makePhotorealPicture, PHOTOREAL_FAILED, type PhotorealDeps } from './photoreal-picture.service.js';

const CURRENT = `boards/${'d'.repeat(32)}.jpg`;
const CUTOUT = `cutouts/${'c'.repeat(32)}.png`;
const NOW = new Date('2026-02-01T10:00:00Z');

function setUp({ withEdit = true, budget = 10, perHour = 5, generationId = 'generation-1' } = {}) {
  const generations = memoryGenerations();
  const boards = memoryBoards(generations, [
    createBoardRecord({
      id: 'mine',
      generationId,
      ownerUid: 'ann',
      imagePath: CURRENT,
      imageKey: 'k1',
      items: [{ productId: 'p1', title: 'Oak Bed', price: 1, width: 1, length: 1, height: 1, cutoutPath: CUTOUT }],
    }),
  ]);
  const blobs = memoryBlobs();
  blobs.files.set(CURRENT, { data: Buffer.from('current'), contentType: 'image/jpeg' });
  blobs.files.set(CUTOUT, { data: Buffer.from('cutout'), contentType: 'image/png' });
  const briefs: PhotorealBrief[] = [];
  const generator: BoardGenerator = {
    kind: withEdit ? 'openai' : 'studio',
    describe: () => Promise.reject(new Error('not used')),
    picture: () => Promise.reject(new Error('not used')),
    ...(withEdit
      ? {
          async photoreal(brief: PhotorealBrief) {
            briefs.push(brief);
            return { image: Buffer.from(`real ${briefs.length}`), contentType: 'image/jpeg' as const, width: 1536, height: 1024 };
          },
        }
      : {}),
  };
  const deps: PhotorealDeps = {
    boards,
    blobs,
    generations,
    fileReferences: memoryFileReferences(boards, generations, memoryProducts()),
    pictureImages: fakePictureImages(),
    generator,
    generationsPerHour: perHour,
    generationsPerDay: 50,
    paidBudget: { text: 10, image: budget },
    imageShares: { free: budget, gold: budget, platinum: budget },
    memberships: { get: async () => null },
    now: () => NOW,
  };
  return { deps, boards, briefs, generations };
}

const caller = (verified = true) => createCaller('ann', verified);

describe('photoreal board pictures', () => {
  it('sends the current picture and the cutouts, keeps the answer as the current picture, and counts one paid image call', async () => {
    const { deps, briefs, boards, generations } = setUp();
    const answer = await makePhotorealPicture(deps, caller(), 'mine', undefined);
    expect(briefs).toEqual([
      {
        picture: Buffer.from('jpeg:current'),
        width: 1024,
        height: 768,
        functionName: 'Sleep',
        products: [{ title: 'Oak Bed', cutout: Buffer.from('cutout') }],
      },
    ]);
    expect(answer.pictures.map((p) => [p.source, p.current])).toEqual([
      ['photoreal', true],
      ['generated', false],
    ]);
    expect(boards.byId.get('mine')!.imagePath).not.toBe(CURRENT);
    expect(generations.budget.get('2026-02-01')).toEqual({ text: 0, image: 1, imageByPlan: { free: 1, gold: 0, platinum: 0 } });
    expect(generations.recent.get('ann')).toEqual([NOW.getTime()]);
  });

  it("answers on a copy (a board of no generation) as on any board: the caller's limits count it", async () => {
    const { deps, briefs, generations, boards } = setUp({ generationId: '' });
    const answer = await makePhotorealPicture(deps, caller(), 'mine', undefined);
    expect(answer.pictures.map((p) => [p.source, p.current])).toEqual([
      ['photoreal', true],
      ['generated', false],
    ]);
    expect(briefs).toHaveLength(1);
    expect(boards.byId.get('mine')!.generationId).toBe('');
    expect(generations.jobs.size).toBe(0);
    expect(generations.recent.get('ann')).toEqual([NOW.getTime()]);
  });

  it('takes the kept picture named by its id, and answers 404 for one the board does not keep', async () => {
    const { deps, briefs } = setUp();
    await makePhotorealPicture(deps, caller(), 'mine', undefined);
    await makePhotorealPicture(deps, caller(), 'mine', pictureIdOf(CURRENT));
    expect(briefs[1]!.picture).toEqual(Buffer.from('jpeg:current'));
    await expect(makePhotorealPicture(deps, caller(), 'mine', 'f'.repeat(32))).rejects.toMatchObject({
      status: 404,
      message: PICTURE_NOT_FOUND,
    });
  });

  it('answers 503 without an image edit model', async () => {
    const { deps } = setUp({ withEdit: false });
    await expect(makePhotorealPicture(deps, caller(), 'mine', undefined)).rejects.toMatchObject({
      status: 503,
      message: PHOTOREAL_NEEDS_OPENAI,
    });
  });

  it('applies the paid-AI ceilings: a verified e-mail, the hourly limit and the day budget, before calling the model', async () => {
    const unverified = setUp();
    await expect(makePhotorealPicture(unverified.deps, caller(false), 'mine', undefined)).rejects.toMatchObject({
      status: 403,
      message: EMAIL_UNVERIFIED,
    });
    const hourly = setUp({ perHour: 1 });
    await makePhotorealPicture(hourly.deps, caller(), 'mine', undefined);
    await expect(makePhotorealPicture(hourly.deps, caller(), 'mine', undefined)).rejects.toMatchObject({ status: 429 });
    const spent = setUp({ budget: 0 });
    await expect(makePhotorealPicture(spent.deps, caller(), 'mine', undefined)).rejects.toMatchObject({ status: 429 });
    expect([unverified.briefs.length, hourly.briefs.length, spent.briefs.length]).toEqual([0, 1, 0]);
  });

  it("is the owner's alone, and leaves the board as it was when the model fails", async () => {
    const { deps, boards } = setUp();
    await expect(makePhotorealPicture(deps, createCaller('bob', true), 'mine', undefined)).rejects.toMatchObject({ status: 403 });
    deps.generator.photoreal = () => Promise.reject(new Error('OpenAI could not make the picture photoreal (500): shard down'));
    await expect(makePhotorealPicture(deps, caller(), 'mine', undefined)).rejects.toMatchObject({
      status: 502,
      message: PHOTOREAL_FAILED,
    });
    expect(boards.byId.get('mine')!.imagePath).toBe(CURRENT);
    expect(boards.byId.get('mine')!.pictures).toEqual([]);
  });
});
