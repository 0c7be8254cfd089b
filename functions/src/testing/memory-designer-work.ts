// In-memory engagements with the Firestore adapter's release rule: claimed reviews (and those asked to revise) and
// not-closed projects reopen.
import type { DesignerWork, ReleasedWork } from '../ports/designer-work.port.js';

export interface WorkItem {
  status: string;
  designerUid: string | null;
  /** Whose work it is and who had it (told when it goes back); left out by tests that do not look. */
  memberUid?: string;
  memberName?: string;
  designerName?: string | null;
  boardTitle?: string;
  /** Projects: a released one starts again from its brief, without concepts. */
  conceptBoardIds?: string[];
  chosenBoardId?: string | null;
  /** Reviews: the board reviewed. */
  boardId?: string;
  /** Projects: the brief's room-photo boards. */
  photoBoardIds?: string[];
}

export function memoryDesignerWork(): DesignerWork & { reviews: Map<string, WorkItem>; projects: Map<string, WorkItem> } {
  const reviews = new Map<string, WorkItem>();
  const projects = new Map<string, WorkItem>();
  const closed = new Set(['open', 'closed', 'rated', 'cancelled']);
  const HELD = {
    reviews: (item: WorkItem) => item.status === 'claimed' || item.status === 'revision-asked',
    projects: (item: WorkItem) => !closed.has(item.status),
  };
  const release = (collection: 'reviews' | 'projects', uid: string, only?: string): ReleasedWork[] => {
    const released: ReleasedWork[] = [];
    for (const [id, item] of (collection === 'reviews' ? reviews : projects).entries()) {
      if ((only !== undefined && id !== only) || item.designerUid !== uid || !HELD[collection](item)) continue;
      const releasedAt = new Date();
      item.status = 'open';
      item.designerUid = null;
      if (item.conceptBoardIds) Object.assign(item, { conceptBoardIds: [], chosenBoardId: null });
      released.push({
        collection,
        id,
        memberUid: item.memberUid ?? '',
        memberName: item.memberName ?? '',
        designerUid: uid,
        designerName: item.designerName ?? null,
        boardId: item.boardId ?? null,
        boardTitle: item.boardTitle ?? '',
        releasedAt,
      });
    }
    return released;
  };
  const scan = (items: Map<string, WorkItem>, after: string | null, size: number, boards: (item: WorkItem) => string[]) => {
    const ids = [...items.keys()].sort().filter((id) => after === null || id > after);
    const page = ids.slice(0, size);
    return { boardIds: page.flatMap((id) => boards(items.get(id)!)), next: page.length === size ? page.at(-1)! : null };
  };
  return {
    reviews,
    projects,
    async scanShownBoards(collection, after, size) {
      return collection === 'reviews'
        ? scan(reviews, after, size, (item) => (item.boardId ? [item.boardId] : []))
        : scan(projects, after, size, (item) => item.photoBoardIds ?? []);
    },
    async release(uid) {
      return [...release('reviews', uid), ...release('projects', uid)];
    },
    async releaseOne(collection, id, uid) {
      return release(collection, uid, id)[0] ?? null;
    },
  };
}
