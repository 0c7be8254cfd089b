import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_CHARS, DRAFT_NOT_FOUND, DRAFT_TOO_LARGE } from '../contracts/drafts.js';
import { memoryDrafts } from '../testing/memory-drafts.js';
import { deleteDraft, getDraft, saveDraft } from './drafts.service.js';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const fails = async (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error('did not fail');
    },
    (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
  );

describe('drafts', () => {
  const key = { kind: 'review' as const, id: 'r1' };

  it('keeps one draft per writer and piece of work, replaced by each save and gone once deleted', async () => {
    const deps = { drafts: memoryDrafts(), now: () => NOW };
    await saveDraft(deps, 'dee', key, { summary: 'First words.' });
    expect(await saveDraft(deps, 'dee', key, { summary: 'Better words.' })).toEqual({
      kind: 'review',
      id: 'r1',
      content: { summary: 'Better words.' },
      savedAt: NOW.toISOString(),
    });
    expect([...deps.drafts.byKey.keys()]).toEqual(['dee_review_r1']);
    expect(await fails(() => getDraft(deps, 'ann', key))).toEqual({ status: 404, message: DRAFT_NOT_FOUND });
    await deleteDraft(deps, 'dee', key);
    expect(await fails(() => getDraft(deps, 'dee', key))).toEqual({ status: 404, message: DRAFT_NOT_FOUND });
  });

  it('refuses content over the cap as JSON text (413) and keeps the draft saved before', async () => {
    const deps = { drafts: memoryDrafts(), now: () => NOW };
    await saveDraft(deps, 'ann', { kind: 'brief', id: 'new' }, 'A reading corner.');
    expect(await fails(() => saveDraft(deps, 'ann', { kind: 'brief', id: 'new' }, 'x'.repeat(DRAFT_MAX_CHARS - 1)))).toEqual({
      status: 413,
      message: DRAFT_TOO_LARGE,
    });
    expect((await getDraft(deps, 'ann', { kind: 'brief', id: 'new' })).content).toBe('A reading corner.');
    // Exactly at the cap (the quotes count) is kept.
    await saveDraft(deps, 'ann', { kind: 'brief', id: 'new' }, 'x'.repeat(DRAFT_MAX_CHARS - 2));
  });
});
