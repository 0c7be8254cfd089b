import type { BoardVisibility, SaveBoardResponse } from '@contracts/boards';
import { useState } from 'react';
import { api } from '../../../lib/api-client';

/** POST /api/save-products: the spec's one-board array; the server takes everything but the id and visibility from the generation. */
export function saveBoard(generationId: string, visibility: BoardVisibility): Promise<SaveBoardResponse> {
  return api<SaveBoardResponse>('save-products/', { body: [{ generationId, visibility }] });
}

/** Idle → saving → idle, in all cases (spec section 4); the error stays shown until the next try. */
export function useSaveBoard() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save(generationId: string, visibility: BoardVisibility): Promise<SaveBoardResponse | null> {
    setSaving(true);
    setError(null);
    try {
      return await saveBoard(generationId, visibility);
    } catch (caught) {
      console.error('Board save failed', caught);
      setError(`The board could not be saved: ${caught instanceof Error ? caught.message : String(caught)}`);
      return null;
    } finally {
      setSaving(false);
    }
  }
  return { save, saving, error };
}
