import { describe, expect, it } from 'vitest';
import { progressRank } from './get-generation-progress';

const at = (status: 'queued' | 'products' | 'cutouts' | 'writing' | 'image' | 'done', cutoutsDone = 0) => ({
  id: 'g',
  status,
  cutoutsDone,
  cutoutsTotal: 4,
});

describe('progress order', () => {
  it('ranks later steps and more cutouts higher, so a late poll never moves the Loader back', () => {
    const reports = [at('queued'), at('products'), at('cutouts', 1), at('cutouts', 3), at('writing', 4), at('image', 4), at('done', 4)];
    const ranks = reports.map(progressRank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(new Set(ranks).size).toBe(ranks.length);
  });
});
