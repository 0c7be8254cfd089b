/** The cache keys of board reviews: a board's list, one review, and the designer's queue and work. */
export const reviewKeys = {
  all: ['reviews'] as const,
  board: (boardId: string) => ['reviews', 'board', boardId] as const,
  detail: (id: string) => ['reviews', 'detail', id] as const,
  queue: ['reviews', 'queue'] as const,
  mine: ['reviews', 'mine'] as const,
};
