import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AvailabilityForm, DesignerProfileForm } from '../contracts/designers.js';
import { MembershipSchema } from '../contracts/membership.js';
import { CATALOGUE_DIR } from './demo-catalogue.js';
import { avatarSvg, dayOffAfter, demoDesigners, demoMembers } from './demo-designers.js';

const NOW = new Date('2026-11-26T02:00:00Z');

describe('demo designers and members', () => {
  it('gives three designers profiles and availability the API contracts accept, in three time zones', () => {
    const designers = demoDesigners(NOW);
    expect(designers.map((d) => d.profile.timeZone)).toEqual(['Europe/Lisbon', 'America/New_York', 'Asia/Tokyo']);
    for (const designer of designers) {
      expect(DesignerProfileForm.parse(designer.profile)).toEqual(designer.profile);
      expect(AvailabilityForm.parse(designer.availability)).toEqual(designer.availability);
      expect(designer.profile.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/roomboard-[a-z]+$/);
      expect(designer.availability.bufferMinutes).toBe(10);
      expect([30, 60]).toContain(designer.availability.slotMinutes);
      expect(designer.ratings.every((stars) => stars >= 1 && stars <= 5)).toBe(true);
    }
  });

  it("takes each sample board's products from the demo catalogue, each with its committed cutout", async () => {
    const { demoProducts } = await import('../../../emulators/catalogue/products.mjs');
    const ids = new Set(demoProducts().map((product) => product.id));
    for (const board of demoDesigners(NOW).flatMap((designer) => designer.boards)) {
      for (const id of board.productIds) {
        expect(ids.has(id), id).toBe(true);
        expect(existsSync(join(CATALOGUE_DIR, 'cutouts', `${id}.png`)), id).toBe(true);
      }
    }
  });

  it('puts the day off on the asked weekday, at least a week ahead', () => {
    expect(dayOffAfter(NOW, 3)).toBe('2026-12-09');
    expect(dayOffAfter(NOW, 4)).toBe('2026-12-03');
  });

  it('makes one member of each plan, the paid ones subscribed with a current period', () => {
    const members = demoMembers(NOW);
    expect(members.map((m) => [m.email, m.membership?.tier ?? null])).toEqual([
      ['basic@roomboard.demo', null],
      ['gold@roomboard.demo', 'gold'],
      ['platinum@roomboard.demo', 'platinum'],
    ]);
    for (const { membership } of members.slice(1)) {
      expect(MembershipSchema.parse(membership)).toEqual(membership);
      expect(new Date(membership!.periodStart!).getTime()).toBeLessThan(NOW.getTime());
      expect(new Date(membership!.periodEnd!).getTime()).toBeGreaterThan(NOW.getTime());
    }
  });

  it("draws each designer's portrait as a 256 px picture", async () => {
    for (const designer of demoDesigners(NOW)) {
      const { width, height, format } = await sharp(Buffer.from(avatarSvg(designer.look)))
        .png()
        .metadata();
      expect([width, height, format]).toEqual([256, 256, 'svg']);
      const png = await sharp(Buffer.from(avatarSvg(designer.look)))
        .png()
        .toBuffer();
      expect((await sharp(png).metadata()).format).toBe('png');
    }
  });
});
