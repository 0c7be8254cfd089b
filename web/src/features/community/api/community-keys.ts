/** The cache keys of the community's reads. */
export const communityKeys = {
  space: (uid: string) => ['community', 'space', uid] as const,
  allPeople: ['community', 'people'] as const,
  people: (uid: string, direction: 'followers' | 'following') => ['community', 'people', uid, direction] as const,
  likes: (boardId: string) => ['community', 'likes', boardId] as const,
  comments: (boardId: string) => ['community', 'comments', boardId] as const,
  adminQueue: ['community', 'admin-queue'] as const,
};
