import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionTokenAtom, store } from '../../../lib/session';
import { pollGenerationProgress, progressRank } from './get-generation-progress';

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

describe('progress polling', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    store.set(sessionTokenAtom, null);
  });

  it('asks every second with the session in the Authorization header, never in the URL, and waits 10 s after a 429', async () => {
    vi.useFakeTimers();
    store.set(sessionTokenAtom, 'session-token');
    const answers = [
      { status: 404, body: { error: 'This board does not exist.' } },
      { status: 200, body: at('cutouts', 1) },
      { status: 429, body: { error: 'Slow down.', code: 'rate-limited' } },
      { status: 200, body: at('writing', 4) },
    ];
    const calls: { url: string; authorization: string | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, authorization: init.headers.authorization });
      const answer = answers.shift() ?? { status: 200, body: at('writing', 4) };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    });
    const seen: string[] = [];
    const stop = pollGenerationProgress('g', (progress) => seen.push(`${progress.status} ${progress.cutoutsDone}`));
    await vi.advanceTimersByTimeAsync(250);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(9000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(4);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(4);
    expect(seen).toEqual(['cutouts 1', 'writing 4']);
    expect(calls.every((call) => call.url === '/api/generation-progress/g' && call.authorization === 'Bearer session-token')).toBe(true);
  });
});
