/** What the save screen hands My Boards in the navigation state, so that it can say which board was saved. */
interface SavedBoardNote {
  id: string;
  title: string;
}

export function savedBoardState(saved: SavedBoardNote): { saved: SavedBoardNote } {
  return { saved };
}

/** The saved board named in My Boards' navigation state, if any. */
export function readSavedBoard(state: unknown): SavedBoardNote | null {
  const saved = (state as { saved?: Partial<SavedBoardNote> } | null)?.saved;
  return typeof saved?.id === 'string' && typeof saved.title === 'string' ? { id: saved.id, title: saved.title } : null;
}

export const savedMessage = (title: string) => `“${title}” is saved in My Boards.`;
