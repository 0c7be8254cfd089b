/** The cache keys of designers' profiles. */
export const designersKeys = {
  all: ['designers'] as const,
  list: ['designers', 'list'] as const,
  one: (id: string) => ['designers', 'one', id] as const,
  own: ['designers', 'own'] as const,
  admin: ['designers', 'admin'] as const,
};
