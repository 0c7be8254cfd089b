// The demo designers' seed on the Auth and Firestore emulators: what `npm start` shows a newcomer, signing in with the
// demo password, and a second run that adds nothing and keeps what a designer changed since.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import { AvailabilityForm, type DesignerDetail, type DesignersList, type OwnDesignerProfile } from '../contracts/designers.js';
import type { AllowanceSummary } from '../contracts/membership.js';
import { contentKey } from '../domain/blob-keys.js';
import { productSortKey } from '../domain/catalogue.js';
import { adminApp } from '../composition.js';
import { providerSignIn } from '../testing/auth.js';
import { call, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';
import { CATALOGUE_DIR } from './demo-catalogue.js';
import { DEMO_PASSWORD, demoDesigners, seedDemoDesigners, type DemoDesignersDeps } from './demo-designers.js';
import { toolDemoDesigners, toolProducts } from './tool-deps.js';

describe('demo designers seed', () => {
  let backend: TestBackend;
  let db: Firestore;
  let deps: DemoDesignersDeps;
  let firstRunMs = 0;

  async function session(email: string): Promise<string> {
    const { body } = await call<{ token: string }>(backend, 'login', { body: { idToken: await providerSignIn(email, DEMO_PASSWORD) } });
    return body.token;
  }

  /** Only the demo catalogue's products the sample boards use, with their committed cutouts. */
  async function seedBoardProducts(): Promise<void> {
    const { demoProducts } = await import('../../../emulators/catalogue/products.mjs');
    const wanted = new Set(demoDesigners(new Date()).flatMap((designer) => designer.boards.flatMap((board) => board.productIds)));
    const products: CatalogueProduct[] = [];
    for (const product of demoProducts().filter((p) => wanted.has(p.id))) {
      const cutout = await readFile(join(CATALOGUE_DIR, 'cutouts', `${product.id}.png`));
      const cutoutPath = contentKey('cutouts', cutout, 'image/png');
      await backend.blobs.put(cutoutPath, cutout, 'image/png');
      const { kind: _kind, colours: _colours, variant: _variant, index: _index, ...facts } = product;
      products.push({
        ...facts,
        imagePath: cutoutPath,
        cutoutPath,
        cutout: { status: 'done', attempts: 0, updatedAt: new Date() },
        sortKey: productSortKey(product.title, product.id),
      });
    }
    await deps.products.upsertMany(products);
  }

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    await clearFirestore();
    deps = { ...(await toolDemoDesigners(backend.config)), products: await toolProducts(backend.config), blobs: backend.blobs };
    await seedBoardProducts();
    firstRunMs = await seedDemoDesigners(deps);
  }, 120_000);
  afterAll(() => backend?.close());

  it('lists three designers with photos, ratings and two public sample boards each', async () => {
    const list = await call<DesignersList>(backend, 'designers');
    const demo = list.body.designers.filter((d) => d.uid.startsWith('demo-designer-'));
    expect(demo.map((d) => [d.name, d.ratingAverage, d.ratingCount, d.timeZone])).toEqual([
      ['Aiko Tanaka', 5, 3, 'Asia/Tokyo'],
      ['Inês Duarte', 4.8, 5, 'Europe/Lisbon'],
      ['Marcus Bell', 4.5, 4, 'America/New_York'],
    ]);
    for (const designer of demo) {
      const photo = await fetch(`${backend.url}${designer.photoUrl}`);
      expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/png']);
      const detail = await call<DesignerDetail>(backend, `designers/${designer.uid}`);
      expect(detail.body.sampleBoards).toHaveLength(2);
      const picture = await fetch(`${backend.url}${detail.body.sampleBoards[0]!.imageUrl}`);
      expect(picture.status).toBe(200);
    }
  });

  it('keeps availability in the contract shape, and signs the designers and the members in with the demo password', async () => {
    for (const designer of demoDesigners(new Date())) {
      const stored = (await db.doc(`designerAvailability/${designer.uid}`).get()).data();
      expect(AvailabilityForm.parse(stored)).toEqual(stored);
    }
    const ines = await call<OwnDesignerProfile>(backend, 'designer/profile', { token: await session('ines@roomboard.demo') });
    expect([ines.status, ines.body.profile?.meetingUrl]).toEqual([200, 'https://meet.jit.si/roomboard-ines']);
    for (const tier of ['basic', 'gold', 'platinum'] as const) {
      const token = await session(`${tier}@roomboard.demo`);
      expect((await call<AllowanceSummary>(backend, 'allowances', { token })).body.tier).toBe(tier);
      expect((await call(backend, 'designer/profile', { token })).status).toBe(404);
    }
  });

  it('adds nothing on a second run and keeps what a designer changed since', async () => {
    const token = await session('marcus@roomboard.demo');
    const own = await call<OwnDesignerProfile>(backend, 'designer/profile', { token });
    const changed = { ...own.body.profile!, bio: 'Changed since the seed.' };
    const { uid: _uid, photoUrl: _photo, ratingCount: _count, ratingAverage: _average, active: _active, ...form } = changed;
    expect((await call(backend, 'designer/profile', { method: 'PUT', token, body: form })).status).toBe(200);
    const counts = async () =>
      Promise.all(['boards', 'generations', 'designers', 'users'].map(async (c) => (await db.collection(c).count().get()).data().count));
    const before = await counts();
    const secondRunMs = await seedDemoDesigners(deps);
    expect(await counts()).toEqual(before);
    expect((await call<DesignerDetail>(backend, 'designers/demo-designer-marcus')).body.designer.bio).toBe('Changed since the seed.');
    expect(secondRunMs).toBeLessThan(firstRunMs);
  });
});
