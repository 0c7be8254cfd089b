import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES } from '../contracts/consultations.js';
import type { Membership } from '../contracts/membership.js';
import { notificationLead, notificationText, type NotificationEvent } from '../contracts/notifications.js';
import { ALREADY_CANCELLED } from '../contracts/service-console.js';
import type { CalendarEvent } from '../ports/calendar.port.js';
import { memoryAllowances } from '../testing/memory-allowances.js';
import { memoryAuditLog } from '../testing/memory-audit-log.js';
import { memoryConsultations } from '../testing/memory-consultations.js';
import { memoryEarnings } from '../testing/memory-earnings.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { holdConsultation } from './steps/earnings.js';
import { emergencyCancel } from './emergency-cancel.service.js';

const BOOKED_AT = new Date('2026-03-02T10:00:00Z');
const START = new Date('2026-03-04T09:00:00Z');
const AFTER_CALL = new Date('2026-03-04T12:00:00Z');
const GOLD: Membership = {
  tier: 'gold',
  title: 'Gold',
  since: '2026-03-01T00:00:00Z',
  amountCents: 5000,
  currency: 'usd',
  checkoutSessionId: null,
};

async function world() {
  const allowances = memoryAllowances((uid) => (uid === 'gwen' ? GOLD : null));
  const earnings = memoryEarnings();
  const consultations = memoryConsultations(allowances, earnings);
  const events: CalendarEvent[] = [];
  const calendar = {
    invitation: (event: CalendarEvent) => (
      events.push(event),
      { filename: 'consultation.ics', content: event.status, contentType: 'text/calendar' }
    ),
  };
  const mail = {
    ...mailDeps(
      memoryRecipients([
        { uid: 'gwen', email: 'gwen@example.com' },
        { uid: 'dana', email: 'dana@example.com' },
      ]),
    ),
    calendar,
  };
  const notifications = memoryNotifications();
  const auditLog = memoryAuditLog();
  const booked = await consultations.create(
    {
      memberUid: 'gwen',
      memberName: 'Gwen',
      designerUid: 'dana',
      designerName: 'Dana',
      designerTimeZone: 'UTC',
      memberTimeZone: 'UTC',
      meetingUrl: 'https://meet.example/dana',
      start: START,
      minutes: 30,
      brief: '',
      boards: [{ id: 'b1', title: 'Calm den' }],
    },
    0,
    BOOKED_AT,
  );
  const depsAt = (now: Date) => ({ consultations, earnings, notifications, mail, auditLog, now: () => now });
  const used = () => allowances.summary('gwen', BOOKED_AT).then((summary) => summary.used.consultations);
  return { booked, consultations, earnings, mail, events, notifications, auditLog, depsAt, used };
}

describe('emergencyCancel', () => {
  it('cancels a consultation inside the 24 hours before it, giving it back, with no reversal and one audit line', async () => {
    const { booked, consultations, earnings, auditLog, depsAt, used, events } = await world();
    expect(await used()).toBe(1);
    const hourBefore = new Date(START.getTime() - 3_600_000);
    const done = await emergencyCancel(depsAt(hourBefore), 'root', booked.id, 'The designer is ill.');
    expect(done).toEqual({ id: booked.id, memberUid: 'gwen', status: 'cancelled', reversedCents: 0 });
    expect(consultations.byId.get(booked.id)).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(consultations.locks.size).toBe(0);
    expect(await used()).toBe(0);
    expect(earnings.lines.size).toBe(0);
    expect(events.at(-1)).toMatchObject({ sequence: 1, status: 'cancelled' });
    expect(auditLog.entries).toEqual([
      {
        id: expect.any(String),
        at: hourBefore,
        actorUid: 'root',
        action: 'emergency-cancel',
        target: { kind: 'booking', id: booked.id },
        reason: 'The designer is ill.',
        details: { memberUid: 'gwen', designerUid: 'dana', start: START.toISOString(), held: false, reversedCents: 0 },
      },
    ]);
  });

  it('cancels a held consultation after the call, giving it back and writing one reversal of its earning', async () => {
    const { booked, consultations, earnings, auditLog, depsAt, used } = await world();
    const line = await holdConsultation({ consultations }, booked.id, AFTER_CALL);
    expect(line).toMatchObject({ id: `consultation_${booked.id}`, amountCents: 2500 });
    const done = await emergencyCancel(depsAt(AFTER_CALL), 'root', booked.id, 'The designer did not show up.');
    expect(done).toMatchObject({ status: 'cancelled', reversedCents: 2500 });
    expect(consultations.byId.get(booked.id)).toMatchObject({ status: 'cancelled' });
    expect(await used()).toBe(0);
    expect([...earnings.lines.values()].map((each) => [each.id, each.amountCents, each.reversalOf])).toEqual([
      [`consultation_${booked.id}`, 2500, null],
      [`reversal_consultation_${booked.id}`, -2500, `consultation_${booked.id}`],
    ]);
    expect(auditLog.entries).toEqual([
      expect.objectContaining({ action: 'emergency-cancel', details: expect.objectContaining({ held: true, reversedCents: 2500 }) }),
    ]);
  });

  it('answers 409 the second time, still with one reversal and one audit line; 404 for a consultation that does not exist', async () => {
    const { booked, consultations, earnings, auditLog, depsAt } = await world();
    await holdConsultation({ consultations }, booked.id, AFTER_CALL);
    await emergencyCancel(depsAt(AFTER_CALL), 'root', booked.id, 'No-show.');
    await expect(emergencyCancel(depsAt(AFTER_CALL), 'root', booked.id, 'No-show.')).rejects.toMatchObject({
      status: 409,
      message: ALREADY_CANCELLED,
    });
    expect([...earnings.lines.keys()].filter((id) => id.startsWith('reversal_'))).toHaveLength(1);
    expect(auditLog.entries).toHaveLength(1);
    await expect(emergencyCancel(depsAt(AFTER_CALL), 'root', 'nope', 'No-show.')).rejects.toMatchObject({
      status: 404,
      message: CONSULTATION_MESSAGES.notFound,
    });
  });

  it('finishes a run cut short after its transaction: asked again, the held call’s reversal is written before the 409', async () => {
    const { booked, consultations, earnings, mail, auditLog, depsAt } = await world();
    await holdConsultation({ consultations }, booked.id, AFTER_CALL);
    // The cancellation's transaction went through, and the request stopped there.
    await consultations.cancel(booked.id, 'member', () => undefined);
    await expect(emergencyCancel(depsAt(AFTER_CALL), 'root', booked.id, 'No-show.')).rejects.toMatchObject({ status: 409 });
    expect(earnings.lines.get(`reversal_consultation_${booked.id}`)).toMatchObject({ amountCents: -2500 });
    expect(mail.outbox.mails.has(`booking-cancelled-by-roomboard-${booked.id}-1-member`)).toBe(true);
    expect(auditLog.entries).toEqual([]);
  });

  it('tells both sides, in the app and by mail, that Roomboard cancelled it (not the other side)', async () => {
    const { booked, mail, notifications, depsAt } = await world();
    await emergencyCancel(depsAt(BOOKED_AT), 'root', booked.id, 'Double booked.');
    const told = (uid: string) => [...(notifications.inboxes.get(uid)?.values() ?? [])].map((item) => item.event as NotificationEvent);
    const [member] = told('gwen');
    expect(`${notificationLead(member!)} ${member!.actor.name} ${notificationText(member!)}`).toBe(
      'Your consultation with Dana was cancelled by Roomboard: “Consultation on Wed, Mar 4, 9:00 AM UTC”',
    );
    const [designer] = told('dana');
    expect(`${notificationLead(designer!)} ${designer!.actor.name} ${notificationText(designer!)}`).toBe(
      'Your consultation with Gwen was cancelled by Roomboard: “Consultation on Wed, Mar 4, 9:00 AM UTC”',
    );
    const toMember = mail.outbox.mails.get(`booking-cancelled-by-roomboard-${booked.id}-1-member`)!.mail.message;
    expect(toMember.subject).toBe('Roomboard cancelled your consultation with Dana');
    expect(toMember.text).toContain('We cancelled your consultation with Dana on');
    expect(toMember.text).toContain('A cancelled consultation does not count towards your plan.');
    const toDesigner = mail.outbox.mails.get(`booking-cancelled-by-roomboard-${booked.id}-1-designer`)!.mail.message;
    expect(toDesigner.subject).toBe('Roomboard cancelled your consultation with Gwen');
    expect(toDesigner.text).toContain('if it had earned already, the earning is taken back on your Earnings page.');
    expect(mail.outbox.mails.size).toBe(2);
  });
});
