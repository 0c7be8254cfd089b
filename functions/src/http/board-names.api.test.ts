// Names over real HTTP on the Auth and Firestore emulators: a board is named by its generated title (else its room)
// in the consultation form's list and on both sides of the consultation, never by its list of products; the consultation's
// thread is titled with the board and the other side, and the designer goes by their designer profile's name.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardName } from '../contracts/board-name.js';
import type { BoardsPage } from '../contracts/boards.js';
import type { ConsultationsPage, ConsultationView, SlotsPage } from '../contracts/consultations.js';
import type { AvailabilityForm } from '../contracts/designers.js';
import type { MessagesPage, ThreadMessage, ThreadsPage } from '../contracts/messages.js';
import type { NotificationsPage } from '../contracts/notifications.js';
import { adminApp, composeBoards, composeConsultations } from '../composition.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createBoardRecord } from '../testing/factories.js';

interface Account {
  user: TestUser;
  token: string;
}

const AVAILABILITY: AvailabilityForm = {
  timeZone: 'America/New_York',
  slotMinutes: 30,
  bufferMinutes: 0,
  weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '00:00', end: '23:30' }]])),
  daysOff: [],
};

describe('board and designer names', () => {
  let backend: TestBackend;
  let db: Firestore;
  let member: Account;
  let designer: Account;
  const made: string[] = [];

  async function account(first: string): Promise<Account> {
    const user = await createAccount();
    made.push(user.uid);
    const body = { first_name: first, last_name: 'Tester', email: user.email, address: '1 Test Street' };
    expect((await call(backend, 'sign_up', { token: user.idToken, body })).status).toBe(201);
    return { user, token: await sessionFor(backend, user) };
  }

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    member = await account('Mia');
    const membership = {
      tier: 'gold',
      title: 'gold',
      since: new Date().toISOString(),
      amountCents: 0,
      currency: 'usd',
      checkoutSessionId: null,
    };
    await db.collection('users').doc(member.user.uid).set({ membership }, { merge: true });
    // The designer's member name is Dmitri; they go by their designer profile's name.
    const person = await account('Dmitri');
    await getAuth(await adminApp(backend.config)).setCustomUserClaims(person.user.uid, { designer: true });
    const { designers } = await composeConsultations(backend.config);
    const profile = {
      name: 'Aiko Tanaka',
      bio: 'Rooms.',
      styles: [],
      meetingUrl: 'https://meet.example/aiko',
      timeZone: AVAILABILITY.timeZone,
    };
    await designers.save(person.user.uid, profile, null);
    designer = { user: person.user, token: await sessionFor(backend, person.user) };
    expect((await call(backend, 'designer/availability', { method: 'PUT', token: designer.token, body: AVAILABILITY })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    for (const uid of made) {
      await db.recursiveDelete(db.collection('users').doc(uid).collection('notifications'));
      await db.collection('notificationCounts').doc(uid).delete();
    }
    await backend?.close();
  });

  it('names boards by their title in the consultation form, the consultation, the calendar and the thread, and the designer by their public name', async () => {
    const { boards } = await composeBoards(backend.config);
    const board = (overrides: Parameters<typeof createBoardRecord>[0]) => {
      const { id: _id, ...record } = createBoardRecord({ ownerUid: member.user.uid, ownerName: 'Mia', visibility: 'public', ...overrides });
      return boards.insert({ ...record, createdAt: new Date() });
    };
    const named = await board({ title: 'Oak Sofa, Brass Lamp', generatedTitle: 'Quiet Oak Lounge', functionName: 'Entertainment' });
    const untitled = await board({ title: 'Linen Bed', generatedTitle: '', functionName: 'Sleep' });

    // The consultation form's list: the API answers each board's generated title and room, and the form names it by them.
    const mine = await call<BoardsPage>(backend, 'get_products_by_email/?page=1&page_size=12', { token: member.token });
    const listed = mine.body.boards.filter((one) => one.id === named || one.id === untitled);
    expect(listed.map((one) => [one.title, boardName({ generatedTitle: one.generated_title, functionName: one.function_name })])).toEqual([
      ['Linen Bed', 'Bedroom'],
      ['Oak Sofa, Brass Lamp', 'Quiet Oak Lounge'],
    ]);

    const slots = await call<SlotsPage>(backend, `designers/${designer.user.uid}/slots`, { token: member.token });
    const start = slots.body.slots.find((slot) => new Date(slot).getTime() >= Date.now() + 72 * 3_600_000)!;
    const booked = await call<ConsultationView>(backend, 'consultations', {
      token: member.token,
      body: { designerId: designer.user.uid, start, boardIds: [named, untitled] },
    });
    expect(booked.status).toBe(201);
    const names = [
      { id: named, title: 'Quiet Oak Lounge' },
      { id: untitled, title: 'Bedroom' },
    ];
    expect(booked.body).toMatchObject({ designerName: 'Aiko Tanaka', boards: names });
    const calendar = await call<ConsultationsPage>(backend, 'designer/consultations', { token: designer.token });
    expect(calendar.body.bookings.find((one) => one.id === booked.body.id)?.boards).toEqual(names);

    const thread = `booking/${booked.body.id}`;
    const sent = await call<ThreadMessage>(backend, `threads/${thread}/messages`, {
      token: designer.token,
      body: { text: 'See you then.' },
    });
    expect(sent).toMatchObject({ status: 201, body: { author: { id: designer.user.uid, name: 'Aiko Tanaka' } } });
    const threads = await call<ThreadsPage>(backend, 'threads', { token: member.token });
    expect(threads.body.threads.find((one) => one.id === booked.body.id)).toMatchObject({
      title: 'Quiet Oak Lounge · Aiko Tanaka',
      with: { id: designer.user.uid, name: 'Aiko Tanaka' },
    });
    expect((await call<MessagesPage>(backend, `threads/${thread}/messages`, { token: member.token })).body.title).toBe(
      'Quiet Oak Lounge · Aiko Tanaka',
    );
    expect((await call<MessagesPage>(backend, `threads/${thread}/messages`, { token: designer.token })).body.title).toBe(
      'Quiet Oak Lounge · Mia',
    );
    const bell = await call<NotificationsPage>(backend, 'notifications', { token: member.token });
    const told = bell.body.notifications.find((one) => one.kind === 'message');
    expect(told?.actor.name).toBe('Aiko Tanaka');
  });
});
