// Crash safety of board saves: many concurrent POST /api/save-products against the light API in its own process,
// which is killed with SIGKILL while they run. After a restart, every board must be whole (every field, its
// files stored), point at a generation that names it, and no generation may name a missing board. Then the same
// saves are retried (up to three rounds): each generation ends with exactly one board. Prints one JSON line; exits 1 on any defect.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { figure, finishedGenerations, firestore, serve, signedInUser, suiteEnv } from './support/bench-kit.mjs';

const env = suiteEnv();
const SAVES = Number(process.env.CRASH_SAVES ?? 60);
const BOARD_FIELDS = [
  'ownerUid',
  'ownerName',
  'generationId',
  'functionName',
  'title',
  'generatedTitle',
  'description',
  'hexCode',
  'palette',
  'imagePath',
  'cutoutPaths',
  'items',
  'visibility',
  'hidden',
  'layout',
  'createdAt',
];
const db = firestore();

let api = await serve('api');
const user = await signedInUser(api.url);
const generationIds = await finishedGenerations(db, user.uid, SAVES);
const save = (url, generationId) =>
  fetch(`${url}/api/save-products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify([{ generationId }]),
    signal: AbortSignal.timeout(30_000),
  }).then(
    (response) => response.status,
    () => 'connection lost',
  );

// Every save at once; the process dies as soon as the first answers, so others are mid-transaction.
const pending = generationIds.map((id) => save(api.url, id));
await Promise.race(pending);
api.child.kill('SIGKILL');
const firstRound = await Promise.all(pending);
const answered = firstRound.filter((status) => status === 201).length;

api = await serve('api');
async function check() {
  const boards = (await db.collection('boards').where('ownerUid', '==', user.uid).get()).docs;
  const generations = new Map((await db.getAll(...generationIds.map((id) => db.collection('generations').doc(id)))).map((s) => [s.id, s]));
  const defects = [];
  for (const board of boards) {
    const data = board.data();
    const missing = BOARD_FIELDS.filter((field) => !(field in data));
    if (missing.length) defects.push(`board ${board.id} lacks ${missing.join(', ')}`);
    for (const path of [data.imagePath, ...(data.cutoutPaths ?? [])]) {
      if (!path || !existsSync(join(env.ROOMBOARD_BLOB_DIR, path))) defects.push(`board ${board.id}: file ${path} missing`);
    }
    if (generations.get(data.generationId)?.get('savedBoardId') !== board.id)
      defects.push(`board ${board.id} is not its generation's saved board`);
  }
  const boardIds = new Set(boards.map((b) => b.id));
  for (const [id, generation] of generations) {
    const savedId = generation.get('savedBoardId');
    if (savedId && !boardIds.has(savedId)) defects.push(`generation ${id} names missing board ${savedId}`);
  }
  return { boards: boards.length, defects };
}
const afterCrash = await check();

// Retrying every save after the restart, as the app's Save button would: each generation gets exactly one board.
// A save whose transaction meets a lock the killed process still held can fail once; it is retried after a pause.
const retryAnswers = {};
let unsaved = generationIds;
for (let round = 0; round < 3 && unsaved.length; round++) {
  if (round) await new Promise((r) => setTimeout(r, 2_000));
  const statuses = await Promise.all(unsaved.map((id) => save(api.url, id)));
  for (const status of statuses) retryAnswers[`round ${round + 1}: ${status}`] = (retryAnswers[`round ${round + 1}: ${status}`] ?? 0) + 1;
  unsaved = unsaved.filter((_, i) => statuses[i] !== 201);
}
const afterRetry = await check();
await api.stop();
const retryFailures = unsaved.length;
const ok = afterCrash.defects.length === 0 && afterRetry.defects.length === 0 && afterRetry.boards === SAVES && retryFailures === 0;
figure({
  figure: 'crash-safety',
  value: ok ? 'pass' : 'fail',
  target: 'no half-written board after kill -9; one board per generation after retry',
  saves: SAVES,
  answered_before_kill: answered,
  lost_in_crash: firstRound.filter((status) => status === 'connection lost').length,
  boards_after_crash: afterCrash.boards,
  boards_after_retry: afterRetry.boards,
  retry_answers: retryAnswers,
  retry_failures: retryFailures,
  defects: [...afterCrash.defects, ...afterRetry.defects].slice(0, 10),
});
if (!ok) process.exitCode = 1;
