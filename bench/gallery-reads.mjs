// Firestore document reads per gallery page: anonymous, signed in (liking one card) and the Following feed, at the
// web app's page size and the largest. The light API is composed in this process on the suite's emulators, and every
// read the Firestore client makes is counted as Firestore bills it (support/firestore-reads.mjs).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { firestore, figure, ROOT, signedInUser, suiteEnv, Timestamp } from './support/bench-kit.mjs';
import { readsSince, snapshotOfReads } from './support/firestore-reads.mjs';

const env = suiteEnv();

const { composeApi } = await import(join(ROOT, 'functions', 'lib', 'composition.js'));
const { readConfig } = await import(join(ROOT, 'functions', 'lib', 'config.js'));
const server = createServer(await composeApi(readConfig(env)));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${server.address().port}`;

const db = firestore();
const Stamp = Timestamp();
const tag = randomUUID().slice(0, 6);
const WEB_PAGE_SIZE = 3;
const LARGEST_PAGE_SIZE = 24;
const OWNERS = 5;
const BOARDS_PER_OWNER = 12;

/** Public boards of five owners, the newest in the gallery; one of them liked by the viewer. */
async function seed(viewerUid) {
  const owners = Array.from({ length: OWNERS }, (_, index) => `bench-owner-${tag}-${index}`);
  const batch = db.batch();
  const start = Date.now() + 60_000;
  let newest = null;
  for (let i = 0; i < OWNERS * BOARDS_PER_OWNER; i++) {
    const ownerUid = owners[i % OWNERS];
    const ref = db.collection('boards').doc();
    newest ??= ref.id;
    batch.set(ref, {
      ownerUid,
      ownerName: ownerUid,
      generationId: randomUUID(),
      functionName: 'Sleep',
      title: `Bench room ${i}`,
      titleWords: ['bench', 'room'],
      style: 'Natural Tones',
      description: { main_title: 'Bench room', description: 'A board of the gallery-reads bench.' },
      hexCode: '#C0674A',
      palette: [],
      imagePath: `boards/bench-${tag}-${i}.png`,
      imageKey: randomUUID(),
      items: [],
      visibility: 'public',
      hidden: false,
      likeCount: i % 7,
      createdAt: Stamp.fromMillis(start - i * 1000),
    });
  }
  for (const [index, followeeUid] of owners.entries()) {
    batch.set(db.collection('follows').doc(`${viewerUid}_${followeeUid}`), {
      followerUid: viewerUid,
      followeeUid,
      createdAt: Stamp.fromMillis(start + index),
    });
  }
  batch.set(db.collection('likes').doc(`${newest}_${viewerUid}`), { boardId: newest, uid: viewerUid, createdAt: Stamp.now() });
  await batch.commit();
}

/** Reads made by one GET of the gallery (by collection), and the page's next cursor. */
async function page(query, token) {
  const before = snapshotOfReads();
  const response = await fetch(`${api}/api/get_products_all/?${new URLSearchParams(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`gallery answered ${response.status}: ${JSON.stringify(body)}`);
  return { byCollection: readsSince(before), cards: body.boards.length, next: body.next, liked: body.boards.filter((b) => b.liked).length };
}

try {
  const viewer = await signedInUser(api);
  await seed(viewer.uid);
  for (const size of [WEB_PAGE_SIZE, LARGEST_PAGE_SIZE]) {
    const pageSize = String(size);
    for (const [who, token, feed] of [
      ['anonymous', null, 'all'],
      ['signed-in', viewer.token, 'all'],
      ['following', viewer.token, 'following'],
    ]) {
      const first = await page({ page: '1', page_size: pageSize, feed }, token);
      const second = await page({ page_size: pageSize, feed, cursor: first.next }, token);
      for (const [which, result] of [
        ['first', first],
        ['second (by cursor)', second],
      ]) {
        const total = Object.values(result.byCollection).reduce((sum, n) => sum + n, 0);
        // The cards: the boards and the viewer's likes among them; the followee list is read once a minute per member.
        const cardReads = (result.byCollection.boards ?? 0) + (result.byCollection.likes ?? 0);
        figure({
          bench: 'gallery-reads',
          metric: `Firestore reads per gallery page, ${who}, ${which}`,
          page_size: size,
          cards: result.cards,
          liked_cards: result.liked,
          reads: total,
          card_reads: cardReads,
          by_collection: result.byCollection,
          limit: size + 2,
          within: cardReads <= size + 2,
        });
      }
    }
  }
} finally {
  server.closeAllConnections();
  server.close();
}
process.exit(0);
