import { describe, expect, it } from 'vitest';
import { decideImage, decideStart, MAX_ATTEMPTS, STALE_AFTER_MS, type GenerationJob } from './generation-job.js';

const now = new Date('2025-06-01T12:00:00Z');
const request = { id: 'g1', ownerUid: 'u1', functionName: 'Sleep', size: 'Queen Size', style: 'Natural Tones', productIds: ['a', 'b'] };
const perHour = (limit: number) => [{ limit, ms: 3_600_000 }];
const text = { title: 'T', description: { main_title: 'M', description: 'D' }, palette: [] };

function createJob(overrides: Partial<GenerationJob> = {}): GenerationJob {
  return {
    ...request,
    status: 'queued',
    cutoutsDone: 0,
    cutoutsTotal: 2,
    attempts: 1,
    imageAttempts: 0,
    createdAt: now,
    updatedAt: now,
    imageStartedAt: null,
    error: null,
    cutouts: [],
    text: null,
    imagePath: null,
    imageKey: null,
    savedBoardId: null,
    ...overrides,
  };
}

describe('decideStart', () => {
  it('creates a queued job and counts it, or refuses over the limit', () => {
    const decision = decideStart(null, request, [], perHour(20), now);
    expect(decision).toMatchObject({ kind: 'run', recent: [now.getTime()], job: { status: 'queued', attempts: 1, cutoutsTotal: 2 } });
    expect(decideStart(null, request, [now.getTime() - 1], perHour(1), now)).toEqual({
      kind: 'limited',
      window: { limit: 1, ms: 3_600_000 },
      retryAfterMs: 3_600_000 - 1,
    });
  });
  it("answers a described job, refuses another user's, and waits for a running one", () => {
    expect(decideStart(createJob({ text, status: 'image' }), request, [], perHour(20), now).kind).toBe('answer');
    expect(decideStart(createJob(), { ...request, ownerUid: 'u2' }, [], perHour(20), now).kind).toBe('forbidden');
    expect(decideStart(createJob({ status: 'writing' }), request, [], perHour(20), now).kind).toBe('busy');
  });
  it('runs a failed or stale job again without counting it, until the attempts run out', () => {
    const stale = createJob({ status: 'cutouts', updatedAt: new Date(now.getTime() - STALE_AFTER_MS - 1) });
    expect(decideStart(stale, request, [], perHour(0), now)).toMatchObject({ kind: 'run', job: { attempts: 2, status: 'queued' } });
    expect(decideStart(stale, request, [], perHour(0), now)).not.toHaveProperty('recent');
    expect(decideStart(createJob({ status: 'error', error: 'x', attempts: MAX_ATTEMPTS }), request, [], perHour(20), now)).toEqual({
      kind: 'failed',
      error: 'x',
    });
  });
});

describe('decideImage', () => {
  it('claims a described job once, answers a done one, and refuses the rest', () => {
    const described = createJob({ status: 'image', text });
    const claim = decideImage(described, 'u1', now);
    expect(claim).toMatchObject({ kind: 'run', job: { imageAttempts: 1, imageStartedAt: now } });
    if (claim.kind !== 'run') throw new Error('expected a claim');
    expect(decideImage(claim.job, 'u1', now).kind).toBe('busy');
    expect(decideImage(createJob({ status: 'done', text, imagePath: 'boards/x.jpg', imageKey: 'k' }), 'u1', now).kind).toBe('answer');
    expect(decideImage(described, 'u2', now).kind).toBe('forbidden');
    expect(decideImage(null, 'u1', now).kind).toBe('not-found');
    expect(decideImage(createJob({ status: 'writing' }), 'u1', now).kind).toBe('not-ready');
  });
});
