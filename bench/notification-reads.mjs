// Firestore document reads per notifications call: the bell's unread count (GET /api/notifications/unread), for an
// empty inbox and a full one (the 200 the sweep keeps), and a page of the list. The light API is composed in this
// process on the suite's emulators, and every read is counted as Firestore bills it (support/firestore-reads.mjs).
import { createServer } from 'node:http';
import { join } from 'node:path';
import { figure, ROOT, signedInUser, suiteEnv } from './support/bench-kit.mjs';
import { measuredGet } from './support/firestore-reads.mjs';

const env = suiteEnv();
const { composeApi, composeNotifications } = await import(join(ROOT, 'functions', 'lib', 'composition.js'));
const { readConfig } = await import(join(ROOT, 'functions', 'lib', 'config.js'));
const { NOTIFICATIONS_KEEP } = await import(join(ROOT, 'functions', 'lib', 'domain', 'notifications.js'));
const config = readConfig(env);
const server = createServer(await composeApi(config));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${server.address().port}`;
const { notifications } = await composeNotifications(config);
const CALLS = 20;
const PAGE_SIZE = 20;

const measured = (path, token) => measuredGet(api, path, token);

/** An inbox of `size` follows, the older half read. */
async function inbox(uid, size) {
  const start = Date.now() - size * 1000;
  for (let n = 0; n < size; n++) {
    await notifications.add(
      uid,
      `follow_fan${n}`,
      { kind: 'follow', actor: { id: `fan${n}`, name: `Fan ${n}` } },
      new Date(start + n * 1000),
    );
  }
  await notifications.markRead(
    uid,
    Array.from({ length: Math.floor(size / 2) }, (_, n) => `follow_fan${n}`),
  );
}

try {
  for (const size of [0, NOTIFICATIONS_KEEP]) {
    const member = await signedInUser(api);
    await inbox(member.uid, size);
    const calls = [];
    for (let n = 0; n < CALLS; n++) calls.push(await measured('notifications/unread', member.token));
    const most = Math.max(...calls.map((call) => call.reads));
    figure({
      bench: 'notification-reads',
      metric: 'Firestore documents read per unread-count call (GET /api/notifications/unread)',
      inbox: size,
      unread: calls[0].body.unread,
      calls: CALLS,
      reads_per_call: calls.reduce((sum, call) => sum + call.reads, 0) / CALLS,
      most_in_one_call: most,
      by_collection: calls[0].byCollection,
      limit: 1,
      within: most <= 1,
    });
    if (!size) continue;
    const page = await measured(`notifications?page_size=${PAGE_SIZE}`, member.token);
    figure({
      bench: 'notification-reads',
      metric: 'Firestore documents read per notifications page (GET /api/notifications)',
      inbox: size,
      page_size: PAGE_SIZE,
      shown: page.body.notifications.length,
      reads: page.reads,
      by_collection: page.byCollection,
      limit: PAGE_SIZE + 1,
      within: page.reads <= PAGE_SIZE + 1,
    });
  }
} finally {
  server.closeAllConnections();
  server.close();
}
process.exit(0);
