import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES } from '../contracts/consultations.js';
import type { AvailabilityForm } from '../contracts/designers.js';
import type { Membership } from '../contracts/membership.js';
import type { CalendarEvent } from '../ports/calendar.port.js';
import { memoryAllowances } from '../testing/memory-allowances.js';
import { memoryConsultations } from '../testing/memory-consultations.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { memoryBoards, memoryGenerations, memoryMemberships, memoryUsers } from '../testing/memory-repositories.js';
import { sweepReminders } from './consultation-reminders.service.js';
import {
  bookConsultation,
  cancelConsultation,
  getConsultation,
  listSlots,
  rescheduleConsultation,
  writeNotes,
  type ConsultationsDeps,
} from './consultations.service.js';
import { cancelDesignerConsultations } from './steps/consultations.js';

const NOW = new Date('2026-03-02T10:00:00Z'); // a Monday
const gold = (_uid: string): Membership => ({
  tier: 'gold',
  title: 'Gold',
  since: '2026-03-01T00:00:00Z',
  amountCents: 0,
  currency: 'usd',
  checkoutSessionId: null,
});
const AVAILABILITY: AvailabilityForm = {
  timeZone: 'Europe/London',
  slotMinutes: 30,
  bufferMinutes: 10,
  weekly: { '3': [{ start: '09:00', end: '12:00' }], '4': [{ start: '09:00', end: '12:00' }] },
  daysOff: [],
};

async function world() {
  const memberships = memoryMemberships();
  memberships.members.set('gwen', gold('gwen'));
  const allowances = memoryAllowances((uid) => memberships.members.get(uid) ?? null);
  const consultations = memoryConsultations(allowances);
  const designers = memoryDesigners();
  await designers.save(
    'dana',
    { name: 'Dana', bio: '', styles: [], meetingUrl: 'https://meet.example/dana', timeZone: 'Europe/London' },
    null,
  );
  await consultations.saveAvailability('dana', AVAILABILITY);
  const events: CalendarEvent[] = [];
  const calendar = {
    invitation: (event: CalendarEvent) => (
      events.push(event),
      { filename: 'consultation.ics', content: event.status, contentType: 'text/calendar' }
    ),
  };
  const recipients = memoryRecipients([
    { uid: 'gwen', email: 'gwen@example.com' },
    { uid: 'dana', email: 'dana@example.com' },
  ]);
  const mail = { ...mailDeps(recipients), calendar };
  const deps: ConsultationsDeps = {
    consultations,
    designers,
    memberships,
    users: memoryUsers(),
    boards: memoryBoards(memoryGenerations()),
    notifications: memoryNotifications(),
    mail,
    now: () => NOW,
  };
  return { deps, consultations, allowances, mail, events, notifications: deps.notifications as ReturnType<typeof memoryNotifications> };
}

const request = (start: string) => ({ designerId: 'dana', start, brief: 'Calm.', boardIds: [], timeZone: 'Europe/Paris' });

describe('booking a consultation', () => {
  it('lists Wednesday and Thursday slots 40 minutes apart, Gold length, in UTC with the designer zone', async () => {
    const { deps } = await world();
    const page = await listSlots(deps, 'gwen', 'dana', { from: '2026-03-04T00:00:00Z', to: '2026-03-05T00:00:00Z' });
    expect(page).toEqual({
      designerId: 'dana',
      timeZone: 'Europe/London',
      minutes: 30,
      slots: ['2026-03-04T09:00:00.000Z', '2026-03-04T09:40:00.000Z', '2026-03-04T10:20:00.000Z', '2026-03-04T11:00:00.000Z'],
    });
  });

  it('refuses a range over 14 days with 400 before reading anything (even for a designer that does not exist)', async () => {
    const { deps } = await world();
    const range = { from: '2026-03-04T00:00:00Z', to: '2026-03-19T00:00:00Z' };
    for (const designer of ['dana', 'nobody']) {
      await expect(listSlots(deps, 'gwen', designer, range)).rejects.toMatchObject({
        status: 400,
        message: 'Ask for at most 14 days of free slots at a time.',
      });
    }
    const fourteen = await listSlots(deps, 'gwen', 'dana', { from: range.from, to: '2026-03-18T00:00:00Z' });
    expect(fourteen.slots.length).toBeGreaterThan(0);
  });

  it('refuses a designer a consultation with themselves: 403, before anything is read', async () => {
    const { deps } = await world();
    await expect(bookConsultation(deps, 'dana', request('2026-03-04T09:40:00.000Z'))).rejects.toMatchObject({
      status: 403,
      message: 'You cannot book a consultation with yourself.',
    });
  });

  it('books, mails both sides with the .ics, tells the designer, and counts the plan’s one consultation', async () => {
    const { deps, mail, events, notifications } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:40:00.000Z'));
    expect(booked).toMatchObject({ status: 'confirmed', minutes: 30, end: '2026-03-04T10:10:00.000Z', changeable: true });
    expect([...mail.outbox.mails.keys()].sort()).toEqual([
      `booking-confirmed-${booked.id}-0-designer`,
      `booking-confirmed-${booked.id}-0-member`,
    ]);
    const toMember = mail.outbox.mails.get(`booking-confirmed-${booked.id}-0-member`)!.mail.message;
    expect(toMember.text).toContain('You meet Dana on Wednesday, March 4, 2026 at 10:40 AM GMT+1, for 30 minutes.');
    expect(toMember.attachments?.[0]?.filename).toBe('consultation.ics');
    expect(events[0]).toMatchObject({ id: `${booked.id}@roomboard`, sequence: 0, status: 'confirmed' });
    expect([...notifications.inboxes.get('dana')!.values()].map((n) => n.event)).toEqual([
      expect.objectContaining({ status: 'booked', subject: { id: booked.id, title: 'Consultation on Wed, Mar 4, 9:40 AM GMT' } }),
    ]);
    expect([...notifications.inboxes.get('gwen')!.values()].map((n) => n.event)).toEqual([
      expect.objectContaining({ status: 'confirmed', subject: { id: booked.id, title: 'Consultation on Wed, Mar 4, 10:40 AM GMT+1' } }),
    ]);
    await expect(bookConsultation(deps, 'gwen', request('2026-03-05T09:00:00.000Z'))).rejects.toMatchObject({
      status: 403,
      code: 'allowance-used',
    });
  });

  it('refuses the past, off-grid times (400), a taken slot and an overlap with a longer consultation (409)', async () => {
    const { deps } = await world();
    const memberships = deps.memberships as ReturnType<typeof memoryMemberships>;
    memberships.members.set('otto', gold('otto'));
    memberships.members.set('pia', { ...gold('pia'), tier: 'platinum', title: 'Platinum' });
    const book = (uid: string, start: string) => bookConsultation(deps, uid, request(start));
    await expect(book('gwen', '2026-03-02T09:00:00.000Z')).rejects.toMatchObject({
      status: 400,
      message: 'That time has passed. Choose one of the free slots.',
    });
    await expect(book('gwen', '2026-03-04T09:10:00.000Z')).rejects.toMatchObject({
      status: 400,
      message: "That time is outside the designer's availability. Choose one of the free slots.",
    });
    expect((await book('pia', '2026-03-04T09:00:00.000Z')).minutes).toBe(60);
    await expect(book('otto', '2026-03-04T09:00:00.000Z')).rejects.toMatchObject({ status: 409, message: CONSULTATION_MESSAGES.taken });
    await expect(book('otto', '2026-03-04T09:40:00.000Z')).rejects.toMatchObject({ status: 409, message: CONSULTATION_MESSAGES.overlap });
    expect((await book('otto', '2026-03-04T10:20:00.000Z')).status).toBe('confirmed');
  });

  it('cancels until 24 hours before, giving the consultation back; then it is too late', async () => {
    const { deps, mail, events } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:00:00.000Z'));
    const cancelled = await cancelConsultation(deps, { uid: 'gwen' }, booked.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'member', changeable: false });
    expect(events.at(-1)).toMatchObject({ sequence: 1, status: 'cancelled' });
    const plan = 'A cancelled consultation does not count towards your plan.';
    expect(mail.outbox.mails.get(`booking-cancelled-${booked.id}-1-member`)!.mail.message.text).toContain(plan);
    const toDesigner = mail.outbox.mails.get(`booking-cancelled-${booked.id}-1-designer`)!.mail.message.text;
    expect(toDesigner).toContain('is cancelled.\n\nThe attached file removes it from your calendar.\n\nSee your');
    expect(toDesigner).not.toContain('plan');
    const again = await bookConsultation(deps, 'gwen', request('2026-03-04T09:00:00.000Z'));
    const late = { ...deps, now: () => new Date('2026-03-03T10:00:00Z') };
    await expect(cancelConsultation(late, { uid: 'gwen' }, again.id)).rejects.toMatchObject({
      status: 409,
      message: CONSULTATION_MESSAGES.tooLate,
    });
    await expect(cancelConsultation(deps, { uid: 'stranger' }, again.id)).rejects.toMatchObject({ status: 404 });
  });

  it("counts the designer's side only with the session's designer claim: a former designer gets 404", async () => {
    const { deps } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:00:00.000Z'));
    const former = { uid: 'dana', designer: false };
    await expect(getConsultation(deps, former, booked.id)).rejects.toMatchObject({ status: 404 });
    await expect(rescheduleConsultation(deps, former, booked.id, '2026-03-05T11:00:00.000Z')).rejects.toMatchObject({ status: 404 });
    await expect(cancelConsultation(deps, former, booked.id)).rejects.toMatchObject({ status: 404 });
    const cancelled = await cancelConsultation(deps, { uid: 'dana', designer: true }, booked.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'designer' });
  });

  it('reschedules to a free slot, bumping the .ics SEQUENCE and freeing the old slot', async () => {
    const { deps, consultations } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:00:00.000Z'));
    const moved = await rescheduleConsultation(deps, { uid: 'gwen' }, booked.id, '2026-03-05T11:00:00.000Z');
    expect(moved.start).toBe('2026-03-05T11:00:00.000Z');
    expect([...consultations.locks.keys()]).toEqual(['dana_2026-03-05T11:00:00.000Z']);
    expect(consultations.byId.get(booked.id)!.sequence).toBe(1);
  });
});

describe('holding a consultation', () => {
  it('notes written after the call hold it and write its earning once; notes during the call hold nothing', async () => {
    const { deps, consultations } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:40:00.000Z'));
    const at = (iso: string) => ({ ...deps, now: () => new Date(iso) });
    await writeNotes(at('2026-03-04T09:50:00Z'), 'dana', booked.id, 'Started.');
    expect(consultations.earnings.lines.size).toBe(0);
    await writeNotes(at('2026-03-04T10:15:00Z'), 'dana', booked.id, 'Done.');
    await writeNotes(at('2026-03-04T10:20:00Z'), 'dana', booked.id, 'Done, and a link.');
    expect([...consultations.earnings.lines.values()]).toEqual([
      expect.objectContaining({
        id: `consultation_${booked.id}`,
        designerUid: 'dana',
        memberUid: 'gwen',
        amountCents: 2500,
        earnedAt: new Date('2026-03-04T10:10:00Z'),
        period: '2026-03',
      }),
    ]);
    expect(consultations.byId.get(booked.id)?.heldAt).toEqual(new Date('2026-03-04T10:10:00Z'));
    // The consultation's views never show it.
    expect(await getConsultation(at('2026-03-04T10:20:00Z'), { uid: 'gwen' }, booked.id)).not.toHaveProperty('heldAt');
  });

  it('pays the operator’s rate when one is set', async () => {
    const { deps, consultations } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:40:00.000Z'));
    const rates = { review: 1500, consultation: { 30: 3000 }, project: 15000 };
    await writeNotes({ ...deps, rates, now: () => new Date('2026-03-04T11:00:00Z') }, 'dana', booked.id, 'Done.');
    expect(consultations.earnings.lines.get(`consultation_${booked.id}`)?.amountCents).toBe(3000);
  });
});

describe('the reminder sweep', () => {
  it('sends the day’s reminder, then the hour’s, each once however often it runs', async () => {
    const { deps, mail } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:00:00.000Z'));
    const at = (iso: string) => ({ consultations: deps.consultations, mail: deps.mail, now: () => new Date(iso) });
    expect(await sweepReminders(at('2026-03-02T12:00:00Z'))).toEqual([]);
    expect(await sweepReminders(at('2026-03-03T09:15:00Z'))).toEqual([{ id: booked.id, kind: '24h' }]);
    expect(await sweepReminders(at('2026-03-03T09:30:00Z'))).toEqual([]);
    expect(await sweepReminders(at('2026-03-04T08:15:00Z'))).toEqual([{ id: booked.id, kind: '1h' }]);
    expect(await sweepReminders(at('2026-03-04T08:30:00Z'))).toEqual([]);
    const subject = mail.outbox.mails.get(`booking-reminder-1h-${booked.id}-0-member`)!.mail.message.subject;
    expect(subject).toBe('Your consultation with Dana starts in one hour');
  });
});

describe('revoking the designer', () => {
  it('cancels their consultations not yet started, inside 24 hours too, once each, giving them back', async () => {
    const { deps, consultations, mail, events, notifications } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:00:00.000Z'));
    const started = { ...deps, now: () => new Date('2026-03-04T09:10:00Z') };
    expect(await cancelDesignerConsultations(started, 'dana')).toBe(0);
    expect(consultations.byId.get(booked.id)?.status).toBe('confirmed');

    const dayBefore = { ...deps, now: () => new Date('2026-03-03T10:00:00Z') };
    expect(await cancelDesignerConsultations(dayBefore, 'dana')).toBe(1);
    expect(await getConsultation(deps, { uid: 'gwen' }, booked.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'designer',
      changeable: false,
    });
    expect(events.at(-1)).toMatchObject({ sequence: 1, status: 'cancelled' });
    expect(mail.outbox.mails.get(`booking-cancelled-${booked.id}-1-member`)!.mail.message.subject).toBe(
      'Your consultation with Dana is cancelled',
    );
    expect([...notifications.inboxes.get('gwen')!.values()].map((n) => n.event)).toEqual([
      expect.objectContaining({ status: 'confirmed' }),
      expect.objectContaining({ status: 'cancelled', actor: { id: 'dana', name: 'Dana' }, path: '/consultations' }),
    ]);
    expect(consultations.locks.size).toBe(0);

    const mails = mail.outbox.mails.size;
    expect(await cancelDesignerConsultations(dayBefore, 'dana')).toBe(0);
    expect(mail.outbox.mails.size).toBe(mails);
    expect(notifications.inboxes.get('gwen')!.size).toBe(2);
    expect(await bookConsultation(deps, 'gwen', request('2026-03-05T09:00:00.000Z'))).toMatchObject({ status: 'confirmed' });
  });

  it('a run cut short between the cancellation and its mails sends them when run again, each once', async () => {
    const { deps, consultations, mail, notifications } = await world();
    const booked = await bookConsultation(deps, 'gwen', request('2026-03-04T09:00:00.000Z'));
    await consultations.cancel(booked.id, 'designer', () => undefined); // the crash: cancelled, nothing announced
    expect(mail.outbox.mails.has(`booking-cancelled-${booked.id}-1-member`)).toBe(false);
    expect(await cancelDesignerConsultations(deps, 'dana')).toBe(0);
    expect(mail.outbox.mails.has(`booking-cancelled-${booked.id}-1-member`)).toBe(true);
    const mails = mail.outbox.mails.size;
    await cancelDesignerConsultations(deps, 'dana');
    expect(mail.outbox.mails.size).toBe(mails);
    expect([...notifications.inboxes.get('gwen')!.values()].map((n) => n.event)).toEqual([
      expect.objectContaining({ status: 'confirmed' }),
      expect.objectContaining({ status: 'cancelled' }),
    ]);
  });
});
