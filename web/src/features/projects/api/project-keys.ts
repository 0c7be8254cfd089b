/** The cache keys of design projects. */
export const projectKeys = {
  all: ['projects'] as const,
  mine: ['projects', 'mine'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  designer: ['projects', 'designer'] as const,
  briefOptions: ['projects', 'brief-options'] as const,
  designerBoards: ['projects', 'designer-boards'] as const,
};
