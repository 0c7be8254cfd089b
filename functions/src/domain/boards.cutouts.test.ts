import { describe, expect, it } from 'vitest';
import { testProduct } from '../testing/cutout-fakes.js';
import { boardFromGeneration } from './boards.js';
import type { GenerationJob } from './generation-job.js';

const PHOTO = `products/${'d'.repeat(32)}.jpg`;
const LATER = `cutouts/${'e'.repeat(32)}.png`;
const BED = `cutouts/${'c'.repeat(32)}.png`;

function job(): GenerationJob & { imagePath: string } {
  const at = new Date(0);
  return {
    id: 'g1',
    ownerUid: 'u1',
    functionName: 'Sleep',
    size: 'Queen Size',
    style: 'Natural Tones',
    productIds: ['bed', 'lamp'],
    status: 'done',
    cutoutsDone: 1,
    cutoutsTotal: 2,
    attempts: 1,
    imageAttempts: 1,
    createdAt: at,
    updatedAt: at,
    imageStartedAt: null,
    error: null,
    cutouts: [
      { productId: 'bed', path: BED },
      { productId: 'lamp', path: PHOTO, source: 'photo' },
    ],
    text: null,
    imagePath: `boards/${'f'.repeat(32)}.jpg`,
  };
}

describe('a saved board and photos that stood in for cutouts', () => {
  const bed = testProduct({ id: 'bed', cutoutPath: BED, cutout: { status: 'done', attempts: 1, updatedAt: new Date(0) } });

  it('keeps the photo while the cutout is still not made', () => {
    const lamp = testProduct({ id: 'lamp', imagePath: PHOTO });
    const board = boardFromGeneration(job(), [bed, lamp], { uid: 'u1', name: 'Ann' }, new Date(0));
    expect(board.cutoutPaths).toEqual([BED, PHOTO]);
    expect(board.items.map((item) => item.cutoutPath)).toEqual([BED, PHOTO]);
  });

  it('takes the cutout made since the generation', () => {
    const lamp = testProduct({
      id: 'lamp',
      imagePath: PHOTO,
      cutoutPath: LATER,
      cutout: { status: 'done', attempts: 1, updatedAt: new Date(0) },
    });
    const board = boardFromGeneration(job(), [bed, lamp], { uid: 'u1', name: 'Ann' }, new Date(0));
    expect(board.cutoutPaths).toEqual([BED, LATER]);
    expect(board.items.map((item) => item.cutoutPath)).toEqual([BED, LATER]);
  });
});
