import type { ThreadKind } from '@contracts/messages';

/** The cache keys of message threads. */
export const messageKeys = {
  all: ['messages'] as const,
  threads: ['messages', 'threads'] as const,
  thread: (kind: ThreadKind, id: string) => ['messages', 'thread', kind, id] as const,
};
