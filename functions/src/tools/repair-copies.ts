// `npm run boards:repair-copies`: detaches from every copy ('Save to my boards') the room photo it took from the
// original's owner, deletes those files once nothing uses them, and hides the copies of hidden boards. Safe to run
// again. Against the emulator when FIRESTORE_EMULATOR_HOST is set, otherwise against GCLOUD_PROJECT.
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreBoards } from '../adapters/firestore/boards.firestore.js';
import { firestoreFileReferences } from '../adapters/firestore/file-references.firestore.js';
import { readConfig } from '../config.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import { repairCopies, type CopiesRepaired } from '../services/repair-copies.service.js';
import { toolBlobs } from './tool-deps.js';

/** The repair on a Firestore database and the blob store its boards' files are in. */
export function repairCopiesIn(db: Firestore, blobs: BlobStore): Promise<CopiesRepaired> {
  return repairCopies({ boards: firestoreBoards(db), fileReferences: firestoreFileReferences(db), blobs });
}

async function main(): Promise<void> {
  const config = readConfig();
  const { adminApp } = await import('../index.js');
  const { getFirestore } = await import('firebase-admin/firestore');
  const repaired = await repairCopiesIn(getFirestore(await adminApp(config)), await toolBlobs(config));
  process.stdout.write(
    `${repaired.detached} copies' room photos detached (${repaired.deleted} files deleted), ${repaired.hidden} copies of hidden boards hidden.\n`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`boards:repair-copies failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
