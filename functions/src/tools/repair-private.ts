// `npm run boards:repair-private`: detaches from every copy ('Save to my boards') the room photo it took from the
// original's owner, deletes those files once nothing uses them, hides the copies of hidden boards, moves co-editors'
// e-mail addresses out of the live layouts editors' browsers read, and renews the keys designers were given (of boards
// sent for review, and of a project brief's room photos). Safe to run again. Against the emulator when
// FIRESTORE_EMULATOR_HOST is set, otherwise against GCLOUD_PROJECT.
import type { Firestore } from 'firebase-admin/firestore';
import { readConfig } from '../config.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import { renewDesignerKeys, type DesignerKeysRenewed } from '../services/renew-designer-keys.service.js';
import { repairPrivate, type PrivateRepaired } from '../services/repair-private.service.js';
import { toolBlobs } from './tool-deps.js';

/** The repair on a Firestore database and the blob store its boards' files are in. */
export async function repairPrivateIn(db: Firestore, blobs: BlobStore): Promise<PrivateRepaired> {
  const { composeBoardRepairs } = await import('../composition.js');
  const { boards, fileReferences, liveBoards } = await composeBoardRepairs(db);
  return repairPrivate({ boards, fileReferences, liveBoards, blobs });
}

/**
 * The renewal of the keys designers were given, on a Firestore database: apart from repairPrivateIn, which API tests run
 * on the shared emulator, since it renews the keys of every reviewed board.
 */
export async function renewDesignerKeysIn(db: Firestore): Promise<DesignerKeysRenewed> {
  const { composeBoardRepairs } = await import('../composition.js');
  const { boards, work } = await composeBoardRepairs(db);
  return renewDesignerKeys({ boards, work });
}

async function main(): Promise<void> {
  const config = readConfig();
  const { adminApp } = await import('../composition.js');
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(await adminApp(config));
  const repaired = await repairPrivateIn(db, await toolBlobs(config));
  const renewed = await renewDesignerKeysIn(db);
  process.stdout.write(
    `${repaired.detached} copies' room photos detached (${repaired.deleted} files deleted), ${repaired.hidden} copies of hidden boards hidden, ` +
      `${repaired.emailsMoved} live layouts' e-mail addresses moved, ${repaired.keysRenewed} shared boards' owner keys renewed, ` +
      `${renewed.ownerKeys + renewed.editorKeys} boards' keys given to designers renewed.\n`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`boards:repair-private failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
