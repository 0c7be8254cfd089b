/** The cache keys of boards: every list under `lists`, so that one invalidation refreshes them all after a change. */
export const boardKeys = {
  all: ['boards'] as const,
  lists: ['boards', 'list'] as const,
  list: (which: 'gallery' | 'mine') => ['boards', 'list', which] as const,
  detail: (id: string) => ['boards', 'detail', id] as const,
};
