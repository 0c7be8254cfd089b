// In-memory engagements with the Firestore adapter's release rule: claimed reviews (and those asked to revise) and
// not-closed projects reopen.
import type { DesignerWork } from '../ports/designer-work.port.js';

export interface WorkItem {
  status: string;
  designerUid: string | null;
  /** Projects: a released one starts again from its brief, without concepts. */
  conceptBoardIds?: string[];
  chosenBoardId?: string | null;
}

export function memoryDesignerWork(): DesignerWork & { reviews: Map<string, WorkItem>; projects: Map<string, WorkItem> } {
  const reviews = new Map<string, WorkItem>();
  const projects = new Map<string, WorkItem>();
  const closed = new Set(['open', 'closed', 'rated', 'cancelled']);
  const release = (items: Map<string, WorkItem>, uid: string, held: (item: WorkItem) => boolean) => {
    let released = 0;
    for (const item of items.values()) {
      if (item.designerUid !== uid || !held(item)) continue;
      item.status = 'open';
      item.designerUid = null;
      if (item.conceptBoardIds) Object.assign(item, { conceptBoardIds: [], chosenBoardId: null });
      released += 1;
    }
    return released;
  };
  return {
    reviews,
    projects,
    async release(uid) {
      return {
        reviews: release(reviews, uid, (item) => item.status === 'claimed' || item.status === 'revision-asked'),
        projects: release(projects, uid, (item) => !closed.has(item.status)),
      };
    },
  };
}
