// The consultations port's contract: the checks both implementations pass, the memory fake in the unit project
// (testing/memory-consultations.test.ts) and Firestore on the emulator (adapters/firestore/consultations.firestore.api.test.ts).
// Each check makes its own designer and members, so it runs beside other files on a shared emulator.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES } from '../../contracts/consultations.js';
import type { Membership } from '../../contracts/membership.js';
import type { ConsultationRecord, NewConsultation } from '../../domain/consultations.js';
import type { EarningLine } from '../../domain/earnings.js';
import { conflict } from '../../domain/errors.js';
import type { Consultations } from '../../ports/consultations.port.js';
import type { EarningsLedger } from '../../ports/earnings.port.js';

export interface ConsultationsWorld {
  consultations: Consultations;
  earnings: EarningsLedger;
  /** Gives a member a plan (what `users/{uid}.membership` holds). */
  plan(uid: string, membership: Membership): Promise<void>;
}

const NOW = new Date('2031-03-03T10:00:00.000Z');
const at = (time: string) => new Date(`2031-03-05T${time}:00.000Z`);
const BUFFER = 10;
const plan = (tier: 'gold' | 'platinum'): Membership => ({
  tier,
  title: tier === 'gold' ? 'Gold' : 'Platinum',
  since: '2031-03-01T00:00:00.000Z',
  amountCents: 0,
  currency: 'usd',
  checkoutSessionId: null,
});
const anyone = () => undefined;

export function consultationsContract(name: string, make: () => Promise<ConsultationsWorld>) {
  describe(`the consultations port (${name})`, () => {
    let world: ConsultationsWorld;
    beforeAll(async () => {
      world = await make();
    });

    /** A designer of one's own, and members on `tier` (Basic when not given). */
    async function cast(...tiers: ('gold' | 'platinum' | 'basic')[]) {
      const run = randomUUID().slice(0, 8);
      const members = tiers.map((_tier, i) => `member${i}-${run}`);
      await Promise.all(tiers.map((tier, i) => (tier === 'basic' ? null : world.plan(members[i]!, plan(tier)))));
      return { designer: `designer-${run}`, members };
    }
    const request = (designerUid: string, memberUid: string, start: Date, minutes = 30): NewConsultation => ({
      memberUid,
      memberName: 'Gwen',
      designerUid,
      designerName: 'Dana',
      designerTimeZone: 'Europe/London',
      memberTimeZone: 'Europe/Berlin',
      meetingUrl: 'https://meet.example/dana',
      start,
      minutes,
      brief: 'A reading corner.',
      boards: [{ id: 'board1', title: 'Reading corner' }],
    });

    it('books a slot once, stored as asked and counted in the period; refuses it taken and an overlap (409)', async () => {
      const { designer, members } = await cast('platinum', 'gold', 'gold');
      const [pia, otto, gwen] = members as [string, string, string];
      const booked = await world.consultations.create(request(designer, pia, at('09:00'), 60), BUFFER, NOW);
      const expected: ConsultationRecord = {
        ...request(designer, pia, at('09:00'), 60),
        id: booked.id,
        status: 'confirmed',
        notes: null,
        sequence: 0,
        periodKey: 'platinum-2031-03-01',
        cancelledBy: null,
        remindersSent: [],
        createdAt: NOW,
        heldAt: null,
      };
      expect({ heldAt: null, ...booked }).toEqual(expected);
      expect({ heldAt: null, ...(await world.consultations.get(booked.id)) }).toEqual(expected);
      await expect(world.consultations.create(request(designer, otto, at('09:00')), BUFFER, NOW)).rejects.toMatchObject({
        status: 409,
        message: CONSULTATION_MESSAGES.taken,
      });
      await expect(world.consultations.create(request(designer, otto, at('09:40')), BUFFER, NOW)).rejects.toMatchObject({
        status: 409,
        message: CONSULTATION_MESSAGES.overlap,
      });
      // Refusals counted nothing: Otto's one consultation is still there.
      expect((await world.consultations.create(request(designer, otto, at('10:10')), BUFFER, NOW)).status).toBe('confirmed');
      await expect(world.consultations.create(request(designer, otto, at('11:00')), BUFFER, NOW)).rejects.toMatchObject({
        status: 403,
        code: 'allowance-used',
      });
      expect(await world.consultations.busy(designer, at('08:00'), at('12:00'))).toEqual([
        { start: at('09:00'), end: at('10:00') },
        { start: at('10:10'), end: at('10:40') },
      ]);
      expect(await world.consultations.get(`nothing-${gwen}`)).toBeNull();
    });

    it('answers a Basic member 403 allowance-used for a slot that is taken as for one that is free', async () => {
      const { designer, members } = await cast('gold', 'basic');
      const [gwen, basil] = members as [string, string];
      await world.consultations.create(request(designer, gwen, at('09:00')), BUFFER, NOW);
      for (const start of [at('09:00'), at('11:00')])
        await expect(world.consultations.create(request(designer, basil, start), BUFFER, NOW)).rejects.toMatchObject({
          status: 403,
          code: 'allowance-used',
        });
    });

    it('books one of two members asking for one slot at once; the other gets 409', async () => {
      const { designer, members } = await cast('gold', 'gold');
      const asked = await Promise.allSettled(
        members.map((uid) => world.consultations.create(request(designer, uid, at('09:00')), BUFFER, NOW)),
      );
      expect(asked.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(asked.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    });

    it('cancels: the slot free again, the consultation given back, SEQUENCE bumped; a refusing check writes nothing', async () => {
      const { designer, members } = await cast('gold', 'gold');
      const [gwen, otto] = members as [string, string];
      const booked = await world.consultations.create(request(designer, gwen, at('09:00')), BUFFER, NOW);
      const refuse = () => {
        throw conflict(CONSULTATION_MESSAGES.tooLate);
      };
      await expect(world.consultations.cancel(booked.id, 'member', refuse)).rejects.toMatchObject({
        status: 409,
        message: CONSULTATION_MESSAGES.tooLate,
      });
      expect((await world.consultations.get(booked.id))!.status).toBe('confirmed');
      const cancelled = await world.consultations.cancel(booked.id, 'designer', anyone);
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'designer', sequence: 1 });
      expect(await world.consultations.get(booked.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'designer', sequence: 1 });
      expect(await world.consultations.busy(designer, at('08:00'), at('12:00'))).toEqual([]);
      // The slot is free for another member, and Gwen has her consultation back.
      await world.consultations.create(request(designer, otto, at('09:00')), BUFFER, NOW);
      expect((await world.consultations.create(request(designer, gwen, at('11:00')), BUFFER, NOW)).status).toBe('confirmed');
      await expect(world.consultations.cancel(`nothing-${gwen}`, 'member', anyone)).rejects.toMatchObject({
        status: 404,
        message: CONSULTATION_MESSAGES.notFound,
      });
    });

    it('reschedules: the new slot taken (409 when it is not free), the old one freed, reminders reset', async () => {
      const { designer, members } = await cast('gold', 'gold', 'gold');
      const [gwen, otto, pia] = members as [string, string, string];
      const booked = await world.consultations.create(request(designer, gwen, at('09:00')), BUFFER, NOW);
      await world.consultations.create(request(designer, otto, at('11:00')), BUFFER, NOW);
      expect(await world.consultations.markReminder(booked.id, ['24h'])).toBe(true);
      await expect(world.consultations.reschedule(booked.id, at('11:00'), BUFFER, anyone)).rejects.toMatchObject({
        status: 409,
        message: CONSULTATION_MESSAGES.taken,
      });
      await expect(world.consultations.reschedule(booked.id, at('11:20'), BUFFER, anyone)).rejects.toMatchObject({
        status: 409,
        message: CONSULTATION_MESSAGES.overlap,
      });
      // Moving within its own old stretch is no overlap with itself.
      const moved = await world.consultations.reschedule(booked.id, at('09:20'), BUFFER, anyone);
      expect(moved).toMatchObject({ start: at('09:20'), sequence: 1, remindersSent: [] });
      expect(await world.consultations.get(booked.id)).toMatchObject({ start: at('09:20'), sequence: 1, remindersSent: [] });
      expect((await world.consultations.create(request(designer, pia, at('08:00')), BUFFER, NOW)).status).toBe('confirmed');
    });

    it('writes notes, marks each reminder once, holds once with its earning, and lists both sides in order', async () => {
      const { designer, members } = await cast('platinum');
      const [pia] = members as [string];
      const first = await world.consultations.create(request(designer, pia, at('09:00')), BUFFER, NOW);
      const second = await world.consultations.create(request(designer, pia, at('11:00')), BUFFER, NOW);
      expect((await world.consultations.setNotes(first.id, 'Bring the plan.', anyone)).notes).toBe('Bring the plan.');
      expect((await world.consultations.get(first.id))!.notes).toBe('Bring the plan.');
      expect(await world.consultations.markReminder(first.id, ['24h'])).toBe(true);
      expect(await world.consultations.markReminder(first.id, ['24h'])).toBe(false);
      expect(await world.consultations.markReminder(first.id, ['24h', '1h'])).toBe(true);
      expect((await world.consultations.get(first.id))!.remindersSent).toEqual(['24h', '1h']);

      const earnedAt = at('09:30');
      const line = (consultation: ConsultationRecord): EarningLine | null =>
        consultation.heldAt
          ? null
          : {
              id: `consultation_${consultation.id}`,
              designerUid: designer,
              kind: 'consultation',
              workId: consultation.id,
              title: 'Reading corner',
              memberUid: pia,
              amountCents: 2500,
              currency: 'usd',
              period: '2031-03',
              earnedAt,
              status: 'pending',
              payoutId: null,
              reversalOf: null,
            };
      expect(await world.consultations.hold(first.id, line)).toMatchObject({ id: `consultation_${first.id}`, earnedAt });
      expect(await world.consultations.hold(first.id, line)).toBeNull();
      expect(await world.consultations.hold(`nothing-${pia}`, line)).toBeNull();
      expect((await world.consultations.get(first.id))!.heldAt).toEqual(earnedAt);
      expect((await world.earnings.forDesigner(designer, 10)).map((earned) => earned.id)).toEqual([`consultation_${first.id}`]);

      expect((await world.consultations.forMember(pia, 10)).map((consultation) => consultation.id)).toEqual([second.id, first.id]);
      expect((await world.consultations.forDesigner(designer, at('10:00'), 10)).map((consultation) => consultation.id)).toEqual([
        second.id,
      ]);
      expect((await world.consultations.forDesigner(designer, at('00:00'), 10)).map((consultation) => consultation.id)).toEqual([
        first.id,
        second.id,
      ]);
      await world.consultations.cancel(second.id, 'member', anyone);
      expect(await world.consultations.markReminder(second.id, ['1h'])).toBe(false);
      const starting = await world.consultations.startingBetween(at('08:00'), at('12:00'));
      expect(starting.filter((consultation) => consultation.designerUid === designer).map((consultation) => consultation.id)).toEqual([
        first.id,
      ]);
    });
  });
}
