/** The cache key of a board's pictures. */
export const pictureKeys = {
  list: (boardId: string) => ['board-pictures', boardId] as const,
};
