// In-memory engagements: maps read and written around the same release decision as the Firestore adapter's
// transactions (decideRelease in domain/designer-work.ts).
import { decideRelease } from '../domain/designer-work.js';
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
  const release = (collection: 'reviews' | 'projects', uid: string, now: Date, only?: string): ReleasedWork[] => {
    const released: ReleasedWork[] = [];
    for (const [id, item] of (collection === 'reviews' ? reviews : projects).entries()) {
      if (only !== undefined && id !== only) continue;
      const decision = decideRelease(collection, id, item, uid, now);
      if (!decision) continue;
      const { status, designerUid, conceptBoardIds, chosenBoardId } = decision.fields;
      Object.assign(item, { status, designerUid }, item.conceptBoardIds && conceptBoardIds && { conceptBoardIds, chosenBoardId });
      released.push(decision.released);
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
    async release(uid, now) {
      return [...release('reviews', uid, now), ...release('projects', uid, now)];
    },
    async releaseOne(collection, id, uid, now) {
      return release(collection, uid, now, id)[0] ?? null;
    },
  };
}
