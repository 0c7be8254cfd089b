// Consultations: the latency of POST /api/consultations when 20 Gold members book at once (each its own slot, then all
// the same slot), on the suite's emulators with the light API composed in this process; and the slot computation
// (domain/slots.ts) for 20 designers over 14 days. Figures only: the machine is shared, nothing is asserted on time.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { figure, firestore, machine, percentile, ROOT, signedInUser, suiteEnv } from './support/bench-kit.mjs';

const env = suiteEnv();
const { composeApi } = await import(join(ROOT, 'functions', 'lib', 'composition.js'));
const { readConfig } = await import(join(ROOT, 'functions', 'lib', 'config.js'));
const { freeSlots } = await import(join(ROOT, 'functions', 'lib', 'domain', 'slots.js'));
const config = readConfig(env);
const server = createServer(await composeApi(config));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${server.address().port}`;
const db = firestore();
const MEMBERS = 20;
const ZONES = ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'America/Los_Angeles'];
const weekdays = (start, end) => Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [{ start, end }]]));

/** A designer with a profile and availability every day, written as the API keeps them. */
async function designer(n) {
  const account = await signedInUser(api);
  await db
    .collection('designers')
    .doc(account.uid)
    .set({
      name: `Bench Designer ${n}`,
      bio: '',
      styles: [],
      meetingUrl: 'https://meet.example/bench',
      timeZone: 'UTC',
      photoUrl: null,
      active: true,
    });
  const every = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '00:00', end: '23:30' }]]));
  await db
    .collection('designerAvailability')
    .doc(account.uid)
    .set({ timeZone: 'UTC', slotMinutes: 30, bufferMinutes: 0, weekly: every, daysOff: [] });
  return account;
}

async function goldMember() {
  const account = await signedInUser(api);
  const membership = {
    tier: 'gold',
    title: 'Gold',
    since: new Date().toISOString(),
    amountCents: 0,
    currency: 'usd',
    checkoutSessionId: null,
  };
  await db.collection('users').doc(account.uid).set({ membership }, { merge: true });
  return account;
}

async function timedConsultation(member, designerId, start) {
  const began = performance.now();
  const response = await fetch(`${api}/api/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify({ designerId, start }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - began, status: response.status };
}

async function round(label, designerId, startOf, { oneByOne = false } = {}) {
  const members = await Promise.all(Array.from({ length: MEMBERS }, goldMember));
  const results = [];
  if (oneByOne) for (const [n, member] of members.entries()) results.push(await timedConsultation(member, designerId, startOf(n)));
  else results.push(...(await Promise.all(members.map((member, n) => timedConsultation(member, designerId, startOf(n))))));
  const ms = results.map((result) => result.ms);
  const statuses = Object.fromEntries(
    [...new Set(results.map((r) => r.status))].map((s) => [s, results.filter((r) => r.status === s).length]),
  );
  figure({
    bench: 'consultations',
    metric: `POST /api/consultations latency, ${MEMBERS} Gold members ${label} (ms)`,
    p50: Math.round(percentile(ms, 50)),
    p90: Math.round(percentile(ms, 90)),
    max: Math.round(Math.max(...ms)),
    statuses,
    machine: machine(),
  });
}

try {
  const slotsOf = async (id) => (await (await fetch(`${api}/api/designers/${id}/slots`)).json()).slots;
  const apart = await designer(1);
  const free = await slotsOf(apart.uid);
  await round('one after the other, each its own slot', apart.uid, (n) => free[n * 2], { oneByOne: true });
  await round('at once, each its own slot of one designer', apart.uid, (n) => free[n * 2 + 1]);
  const crowded = await designer(2);
  const one = (await slotsOf(crowded.uid))[4];
  await round('at once, all the same slot (one 201)', crowded.uid, () => one);

  // Slot computation: 20 designers in five zones, weekday hours, 45-minute slots with a buffer and 10 consultations each.
  const now = new Date();
  const to = new Date(now.getTime() + 14 * 86_400_000);
  const designers = Array.from({ length: 20 }, (_, n) => ({
    availability: {
      timeZone: ZONES[n % ZONES.length],
      slotMinutes: 45,
      bufferMinutes: 15,
      weekly: weekdays('09:00', '18:00'),
      daysOff: [],
    },
    busy: Array.from({ length: 10 }, (_, b) => {
      const start = new Date(now.getTime() + (b + 1) * 30 * 3_600_000);
      return { start, end: new Date(start.getTime() + 45 * 60_000) };
    }),
  }));
  const runs = 50;
  const times = [];
  let slots = 0;
  for (let run = 0; run < runs; run++) {
    const began = performance.now();
    slots = designers.reduce((sum, d) => sum + freeSlots({ ...d, from: now, to, now }).length, 0);
    times.push(performance.now() - began);
  }
  figure({
    bench: 'consultations',
    metric: 'free slots of 20 designers over 14 days (domain/slots.ts, Luxon), ms for all 20',
    p50: Number(percentile(times, 50).toFixed(1)),
    p90: Number(percentile(times, 90).toFixed(1)),
    runs,
    slots,
    machine: machine(),
  });
} finally {
  server.closeAllConnections();
  server.close();
}
process.exit(0);
