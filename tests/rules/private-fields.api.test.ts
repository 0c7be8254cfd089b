// What browsers may read holds nothing private: documents written by the API's own adapters (admin SDK) on the real
// emulator, read back through firestore.rules as the owner's, a co-editor's or anyone's browser would; a revoked
// designer's listener loses the concept boards they co-edited.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as adminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { doc, getDoc, onSnapshot, type Firestore } from 'firebase/firestore';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFolderBlobStore } from '../../functions/src/adapters/blobs/local-folder.blob-store.js';
import { firestoreBoards } from '../../functions/src/adapters/firestore/boards.firestore.js';
import { firestoreDesignerWork } from '../../functions/src/adapters/firestore/designer-work.firestore.js';
import { firestoreDesigners } from '../../functions/src/adapters/firestore/designers.firestore.js';
import { firestoreLiveBoards } from '../../functions/src/adapters/firestore/live-boards.firestore.js';
import { firestoreProducts } from '../../functions/src/adapters/firestore/products.firestore.js';
import { freshLive } from '../../functions/src/domain/live-boards.js';
import { releaseDesigner } from '../../functions/src/services/steps/designer-release.js';
import { makeCutout } from '../../functions/src/services/make-cutout.service.js';
import { createBoardRecord, createCatalogueProduct } from '../../functions/src/testing/factories.js';
import { repairPrivateIn } from '../../functions/src/tools/repair-private.js';
import { startRulesEnv, type RulesEnv } from './rules-env.js';

const OWNER = 'private-owner';
const EDITOR = 'private-editor';
const run = Date.now().toString(36);

let env: RulesTestEnvironment;
let as: RulesEnv['as'];
let app: App;
let admin: AdminFirestore;

beforeAll(async () => {
  ({ env, as } = await startRulesEnv());
  app = initializeApp({ projectId: env.projectId }, `private-fields-${run}`);
  admin = adminFirestore(app);
});

afterAll(async () => {
  await env.cleanup();
  await deleteApp(app);
});

/** An editor's live listener: signed in as `live:<uid>` with the account's uid in its claim (POST /api/live-token). */
const listener = (uid: string): Firestore => as(`live:${uid}`, { liveUid: uid });

/** A board as the API saves it, under a new id. */
async function newBoard(overrides: Parameters<typeof createBoardRecord>[0] = {}): Promise<string> {
  const { id: _id, ...board } = createBoardRecord({ ownerUid: OWNER, createdAt: new Date(), ...overrides });
  return firestoreBoards(admin).insert(board);
}

describe('firestore.rules: what browsers read holds nothing private', () => {
  it("gives editors' browsers a live layout without the co-editors' e-mail addresses, which no browser reads", async () => {
    const boardId = await newBoard({ visibility: 'private' });
    // A live document written before the addresses moved out still carries one inline.
    await admin.doc(`liveLayouts/${boardId}`).set({
      ownerUid: OWNER,
      editorUids: [OWNER, EDITOR],
      editors: [{ uid: EDITOR, email: 'eddie@example.com', name: 'Eddie' }],
      layout: null,
      versions: { layout: 0, room: 0, items: {} },
      presence: {},
    });
    const live = firestoreLiveBoards(admin);
    // A second co-editor joins, as acceptInvitation writes it.
    await live.change(boardId, (_board, state) => ({
      live: {
        ...state!,
        editorUids: [...state!.editorUids, 'second-editor'],
        editors: [...state!.editors, { uid: 'second-editor', email: 'sam@example.com', name: 'Sam' }],
      },
      result: null,
    }));

    for (const uid of [OWNER, EDITOR]) {
      const seen = (await assertSucceeds(getDoc(doc(listener(uid), `liveLayouts/${boardId}`)))).data();
      expect(seen?.editors).toEqual([
        { uid: EDITOR, name: 'Eddie' },
        { uid: 'second-editor', name: 'Sam' },
      ]);
      expect(JSON.stringify(seen)).not.toContain('@');
      await assertFails(getDoc(doc(listener(uid), `liveEditorEmails/${boardId}`)));
    }
    // The owner still sees the addresses through the API (listCollaborators reads them here).
    expect((await live.get(boardId))!.editors.map((editor) => editor.email)).toEqual(['eddie@example.com', 'sam@example.com']);
  });

  it('npm run boards:repair-private moves the addresses out of a live layout nobody has written since', async () => {
    const boardId = await newBoard({ visibility: 'private' });
    await admin.doc(`liveLayouts/${boardId}`).set({
      ownerUid: OWNER,
      editorUids: [OWNER, EDITOR],
      editors: [{ uid: EDITOR, email: 'eddie@example.com', name: 'Eddie' }],
      layout: null,
      versions: { layout: 0, room: 0, items: {} },
      presence: {},
    });
    const blobs = localFolderBlobStore(mkdtempSync(join(tmpdir(), 'private-fields-')));
    expect((await repairPrivateIn(admin, blobs)).emailsMoved).toBeGreaterThanOrEqual(1);
    const seen = (await assertSucceeds(getDoc(doc(listener(EDITOR), `liveLayouts/${boardId}`)))).data();
    expect(seen?.editors).toEqual([{ uid: EDITOR, name: 'Eddie' }]);
    expect((await firestoreLiveBoards(admin).get(boardId))!.editors.map((editor) => editor.email)).toEqual(['eddie@example.com']);
    expect((await repairPrivateIn(admin, blobs)).emailsMoved).toBe(0);
  });

  it("lets an owner read their board's document until it is hidden, then not", async () => {
    const boardId = await newBoard();
    await assertSucceeds(getDoc(doc(as(OWNER), `boards/${boardId}`)));
    await firestoreBoards(admin).update(boardId, { hidden: true });
    await assertFails(getDoc(doc(as(OWNER), `boards/${boardId}`)));
    await assertFails(getDoc(doc(as(EDITOR), `boards/${boardId}`)));
  });

  it("keeps a failed cutout's code in the (public) product, never the error's text", async () => {
    const products = firestoreProducts(admin);
    const blobs = localFolderBlobStore(mkdtempSync(join(tmpdir(), 'private-fields-')));
    const product = createCatalogueProduct(1, {
      id: `private-lamp-${run}`,
      cutoutPath: null,
      cutout: { status: 'pending', attempts: 0, updatedAt: new Date() },
    });
    await products.upsertMany([product]);
    await blobs.put(product.imagePath, Buffer.from('photo'), 'image/png');
    const cutouts = {
      cut: () => Promise.reject(new Error('onnxruntime: /srv/models/u2net.onnx failed with code 137')),
    };
    expect(await makeCutout({ products, blobs, cutouts }, product.id)).toMatchObject({ kind: 'failed' });

    const seen = (await assertSucceeds(getDoc(doc(as(null), `products/${product.id}`)))).data();
    expect(seen?.cutout).toMatchObject({ status: 'error', attempts: 1, error: 'failed' });
    expect(JSON.stringify(seen)).not.toMatch(/onnx|u2net|137/);
  });
});

describe('firestore.rules: a revoked designer listens to no concept board', () => {
  it("stops the designer's open listener and refuses a new one; the member's and her invitee's read on", async () => {
    const designer = `designer-${run}`;
    const boardId = await newBoard({ visibility: 'private', byDesigner: { uid: designer, name: 'Rex Hale' } });
    const path = `liveLayouts/${boardId}`;
    const live = firestoreLiveBoards(admin);
    // As addConceptBoard makes the designer a co-editor, then the member's invitation adds hers.
    await live.change(boardId, (board, state) => {
      const start = state ?? freshLive(board!);
      const editors = [
        { uid: designer, email: 'rex@example.com', name: 'Rex Hale' },
        { uid: EDITOR, email: 'eddie@example.com', name: 'Eddie' },
      ];
      return { live: { ...start, editorUids: [OWNER, designer, EDITOR], editors }, result: null };
    });
    const refused = new Promise<string>((resolve, reject) => {
      let heard = 0;
      onSnapshot(
        doc(listener(designer), path),
        () => (heard += 1) > 1 && reject(new Error('the revoked designer heard the board change')),
        (error) => resolve(error.code),
      );
    });
    await assertSucceeds(getDoc(doc(listener(designer), path)));

    const deps = { designers: firestoreDesigners(admin), work: firestoreDesignerWork(admin), liveBoards: live };
    expect(await releaseDesigner(deps, designer, new Date())).toEqual({ released: [], boards: 1 });
    expect(await refused).toBe('permission-denied');
    await assertFails(getDoc(doc(listener(designer), path)));
    for (const uid of [OWNER, EDITOR]) {
      const seen = (await assertSucceeds(getDoc(doc(listener(uid), path)))).data();
      expect(seen?.editorUids).toEqual([OWNER, EDITOR]);
    }
  });
});
