/** The console's cached reads: figures, late work, scorecards and each member's page. */
export const serviceKeys = {
  all: ['admin-service'] as const,
  figures: ['admin-service', 'figures'] as const,
  work: ['admin-service', 'work'] as const,
  scorecards: ['admin-service', 'scorecards'] as const,
  member: (uid: string) => ['admin-service', 'member', uid] as const,
};
