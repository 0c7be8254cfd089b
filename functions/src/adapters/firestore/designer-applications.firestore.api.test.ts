// The designer applications port, the same checks against the memory fake and the Firestore emulator: a member's
// latest application checked and stored in one transaction (two at once: one stored), decided once (two decisions at
// once: one wins), listed by status oldest first.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { approveApplication, checkCanApply, declineApplication, type NewApplication } from '../../domain/designer-applications.js';
import type { DesignerApplications } from '../../ports/designer-applications.port.js';
import { emulatorHosts } from '../../testing/backend.js';
import { memoryDesignerApplications } from '../../testing/memory-designer-applications.js';
import { firestoreDesignerApplications } from './designer-applications.firestore.js';

const stores: [string, () => Promise<DesignerApplications>][] = [
  ['memory', async () => memoryDesignerApplications()],
  ['firestore', async () => firestoreDesignerApplications(getFirestore(await adminApp(readConfig(process.env))))],
];

const application = (uid: string, createdAt: Date): NewApplication => ({
  uid,
  email: `${uid}@example.com`,
  name: 'Maya Ito',
  bio: 'Small flats.',
  styles: ['Natural Tones'],
  timeZone: 'Europe/Berlin',
  meetingUrl: 'https://meet.example/maya',
  portfolio: [1, 2, 3].map((n) => ({ path: `portfolio/${String(n).repeat(32)}.jpg`, boardId: n === 3 ? 'board1' : null })),
  createdAt,
});

describe.each(stores)('designer applications (%s)', (_name, make) => {
  let store: DesignerApplications;
  beforeAll(async () => {
    emulatorHosts();
    store = await make();
  });

  it('stores one application of a member at a time, even when two are sent at once; again after a decline', async () => {
    const uid = `maya-${randomUUID().slice(0, 8)}`;
    const at = new Date('2026-11-28T10:00:00.000Z');
    const sent = await Promise.allSettled([
      store.submit(application(uid, at), checkCanApply),
      store.submit(application(uid, at), checkCanApply),
    ]);
    expect(sent.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(sent.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    const stored = (sent.find((result) => result.status === 'fulfilled') as PromiseFulfilledResult<{ id: string }>).value;
    expect(await store.latest(uid)).toEqual({
      ...application(uid, at),
      id: stored.id,
      status: 'pending',
      reason: null,
      decidedAt: null,
      decidedBy: null,
    });
    const decidedAt = new Date('2026-11-29T10:00:00.000Z');
    await store.decide(stored.id, (record) => declineApplication(record, 'root', 'Not yet.', decidedAt));
    const again = await store.submit(application(uid, decidedAt), checkCanApply);
    expect((await store.latest(uid))!.id).toBe(again.id);
    expect(await store.latest(`nobody-${uid}`)).toBeNull();
  });

  it('decides once when two admins decide at once, and lists by status oldest first', async () => {
    const uid = `noor-${randomUUID().slice(0, 8)}`;
    const { id } = await store.submit(application(uid, new Date('2020-01-01T00:00:00.000Z')), checkCanApply);
    const now = new Date('2026-11-28T12:00:00.000Z');
    const decided = await Promise.allSettled([
      store.decide(id, (record) => approveApplication(record, 'root', now)),
      store.decide(id, (record) => declineApplication(record, 'ada', 'No.', now)),
    ]);
    expect(decided.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const final = await store.latest(uid);
    expect(final!.status === 'approved' ? final!.decidedBy : final!.reason).toBe(final!.status === 'approved' ? 'root' : 'No.');
    expect((await store.list(final!.status, 500)).some((record) => record.id === id)).toBe(true);
    expect((await store.list('pending', 500)).some((record) => record.id === id)).toBe(false);
    const pending = await store.list('pending', 500);
    expect(pending.map((record) => record.createdAt.getTime())).toEqual(
      [...pending.map((record) => record.createdAt.getTime())].sort((a, b) => a - b),
    );
    await expect(store.decide('nope', (record) => record)).rejects.toMatchObject({
      status: 404,
      message: 'This application does not exist.',
    });
  });
});
