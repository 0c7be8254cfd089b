/** The cache keys of boards edited together. */
export const liveKeys = {
  collaborators: (boardId: string) => ['live', 'collaborators', boardId] as const,
  invitation: (id: string) => ['live', 'invitation', id] as const,
  shared: ['live', 'shared'] as const,
};
