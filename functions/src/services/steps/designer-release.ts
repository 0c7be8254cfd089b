import type { DesignerWork, ReleasedWork } from '../../ports/designer-work.port.js';
import type { DesignersRepository } from '../../ports/designers.port.js';
import type { LiveBoards } from '../../ports/live-boards.port.js';
import { endDesignerCoEditing } from './live-boards.js';

/**
 * The designer role was revoked (revokeDesigner's steps after the claim): the profile leaves /designers, the pictures
 * of their work and their threads' listeners refuse them (`designerRevocations/{uid}`), they no longer co-edit the
 * concept boards they made for members, and their open work goes back to the queue (answered, so each member is
 * told). Every step can run again, so a revocation cut short is finished by revoking again.
 */
export async function releaseDesigner(
  deps: {
    designers: Pick<DesignersRepository, 'setActive' | 'setRevoked'>;
    work: DesignerWork;
    liveBoards: Pick<LiveBoards, 'boardIdsCoEditedBy' | 'change'>;
  },
  uid: string,
  now: Date,
): Promise<{ released: ReleasedWork[]; boards: number }> {
  await deps.designers.setActive(uid, false);
  await deps.designers.setRevoked(uid, true);
  const boards = await endDesignerCoEditing(deps, uid);
  return { released: await deps.work.release(uid, now), boards };
}
