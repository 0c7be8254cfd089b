import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads that a write of another feature changes: a copied board joins My Boards, a hidden one leaves the boards' pages,
 * a thread read clears the bell's count, an admin's action adds a line to the audit log, an approved application
 * adds a designer. The writing feature names the read; the app, which may import every feature,
 * gives each name its owner's cache key (app/routes.tsx), so no feature types another's key.
 */
type LinkedRead = 'board-lists' | 'boards' | 'notifications' | 'audit-log' | 'designers';

let owned: Partial<Record<LinkedRead, QueryKey>> = {};

/** Called once by the app with every read's key (the type asks for all of them). */
export function linkReads(keys: Record<LinkedRead, QueryKey>): void {
  owned = keys;
}

/** Asks the linked read again wherever it is cached. */
export function invalidateLinked(client: QueryClient, read: LinkedRead): Promise<void> {
  const queryKey = owned[read];
  if (!queryKey) throw new Error(`linked-reads: '${read}' has no key (app/routes.tsx links them)`);
  return client.invalidateQueries({ queryKey });
}
