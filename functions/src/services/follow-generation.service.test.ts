import { describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../contracts/generation.js';
import { AppError } from '../domain/errors.js';
import { createGenerationJob } from '../testing/factories.js';
import { memoryGenerations } from '../testing/memory-repositories.js';
import { followGeneration, getProgress } from './follow-generation.service.js';
import { GENERATION_NOT_FOUND } from './generate-image.service.js';

const running = createGenerationJob({ ownerUid: 'ann', status: 'cutouts', cutoutsDone: 1, text: null, imagePath: null });

function follower() {
  const seen: GenerationProgress[] = [];
  const state = { ended: false, error: null as Error | null };
  return {
    seen,
    state,
    follower: {
      onProgress: (progress: GenerationProgress) => seen.push(progress),
      onEnd: () => (state.ended = true),
      onError: (error: Error) => (state.error = error),
    },
  };
}

describe('getProgress', () => {
  it("answers the job's progress to its owner, 404 to an unknown id and 403 to anyone else", async () => {
    const generations = memoryGenerations([running]);
    expect(await getProgress({ generations }, 'ann', running.id)).toEqual({
      id: running.id,
      status: 'cutouts',
      cutoutsDone: 1,
      cutoutsTotal: 2,
    });
    await expect(getProgress({ generations }, 'ann', 'nope')).rejects.toMatchObject({ status: 404, message: GENERATION_NOT_FOUND });
    await expect(getProgress({ generations }, 'bob', running.id)).rejects.toMatchObject({ status: 403 });
  });
});

describe('followGeneration', () => {
  it('reports each new state once, in order, and ends with done', async () => {
    const generations = memoryGenerations([running]);
    const { seen, state, follower: f } = follower();
    await followGeneration({ generations }, 'ann', running.id, f);
    await generations.update(running.id, { status: 'palette' });
    await generations.update(running.id, { status: 'palette' });
    await generations.update(running.id, { status: 'done' });
    expect(seen.map((p) => p.status)).toEqual(['cutouts', 'palette', 'done']);
    expect(state.ended).toBe(true);
  });

  it('waits for a job that does not exist yet, and rejects with 404 when it never comes', async () => {
    const generations = memoryGenerations();
    const { seen, follower: f } = follower();
    const following = followGeneration({ generations }, 'ann', running.id, f);
    await generations.transact(running.id, 'ann', () => ({ result: null, job: running }));
    await following;
    expect(seen.map((p) => p.status)).toEqual(['cutouts']);
    const never = followGeneration({ generations }, 'ann', 'never', follower().follower, 20);
    await expect(never).rejects.toBeInstanceOf(AppError);
    await expect(never).rejects.toMatchObject({ status: 404, message: GENERATION_NOT_FOUND });
  });

  it("rejects with 403 for another user's job, reporting nothing", async () => {
    const generations = memoryGenerations([running]);
    const { seen, follower: f } = follower();
    await expect(followGeneration({ generations }, 'bob', running.id, f)).rejects.toMatchObject({ status: 403 });
    expect(seen).toEqual([]);
  });

  it('stops reporting once the returned function is called', async () => {
    const generations = memoryGenerations([running]);
    const { seen, follower: f } = follower();
    const stop = await followGeneration({ generations }, 'ann', running.id, f);
    stop();
    await generations.update(running.id, { status: 'done' });
    expect(seen.map((p) => p.status)).toEqual(['cutouts']);
  });
});
