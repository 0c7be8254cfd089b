import { describe, expect, it } from 'vitest';
import { DESIGNER_NOT_FOUND, DesignerProfileForm } from '../contracts/designers.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryDesignerWork } from '../testing/memory-designer-work.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { memoryBoards, memoryGenerations, memoryLiveBoards, memoryUsers } from '../testing/memory-repositories.js';
import { releaseDesigner } from './steps/designer-release.js';
import { FILL_END, FILL_START, READS_ELEMENT_ID } from '../contracts/page-template.js';
import type { PageShells } from '../ports/page-shells.port.js';
import {
  designerDetail,
  designerPage,
  designersPage,
  listDesigners,
  ownDesignerProfile,
  saveDesignerProfile,
} from './designers.service.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));
const form = (overrides: Partial<DesignerProfileForm> = {}): DesignerProfileForm => ({
  name: 'Inês Duarte',
  bio: 'Calm rooms with natural materials.',
  styles: ['Natural Tones', 'Light Tones'],
  meetingUrl: 'https://meet.jit.si/roomboard-ines',
  timeZone: 'Europe/Lisbon',
  ...overrides,
});

function setUp() {
  const designers = memoryDesigners();
  const users = memoryUsers([
    {
      uid: 'ines',
      email: 'ines@example.com',
      firstName: 'Inês',
      lastName: 'Duarte',
      userName: '',
      imagePath: 'avatars/ines.png',
      address: '',
      unit: '',
      zip: '',
      city: '',
      state: '',
      country: '',
    },
  ]);
  const boards = memoryBoards(memoryGenerations(), [
    createBoardRecord({ id: 'b'.repeat(20), ownerUid: 'ines', generatedTitle: 'Lisbon Light', createdAt: at(1), likeCount: 3 }),
    createBoardRecord({ id: 'c'.repeat(20), ownerUid: 'ines', visibility: 'private', createdAt: at(2) }),
    createBoardRecord({ id: 'd'.repeat(20), ownerUid: 'ines', hidden: true, createdAt: at(3) }),
    createBoardRecord({ id: 'e'.repeat(20), ownerUid: 'bob', createdAt: at(4) }),
  ]);
  return { deps: { designers, users, boards }, designers };
}

describe('designer profiles', () => {
  it("saves the designer's words with their account's avatar as the photo, and reads it back", async () => {
    const { deps } = setUp();
    expect(await ownDesignerProfile(deps, 'ines')).toEqual({ profile: null, photoUrl: '/api/files/avatars/ines.png' });
    const saved = await saveDesignerProfile(deps, 'ines', form());
    expect(saved).toEqual({
      ...form(),
      uid: 'ines',
      photoUrl: '/api/files/avatars/ines.png',
      ratingCount: 0,
      ratingAverage: null,
      active: true,
    });
    expect((await ownDesignerProfile(deps, 'ines')).profile).toEqual(saved);
  });

  it('has no photo for an account without an avatar', async () => {
    const { deps } = setUp();
    expect((await saveDesignerProfile(deps, 'zoe', form({ name: 'Zoe' }))).photoUrl).toBeNull();
  });

  it('lists active designers by name and shows one with their public boards and average rating', async () => {
    const { deps, designers } = setUp();
    await saveDesignerProfile(deps, 'ines', form());
    await saveDesignerProfile(deps, 'aki', form({ name: 'Aki Mori', timeZone: 'Asia/Tokyo' }));
    await designers.addRating('ines', 5);
    await designers.addRating('ines', 4);
    expect((await listDesigners(deps)).designers.map((d) => d.name)).toEqual(['Aki Mori', 'Inês Duarte']);
    const detail = await designerDetail(deps, 'ines');
    expect(detail.designer).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
    expect(detail.sampleBoards).toEqual([
      { id: 'b'.repeat(20), title: 'Lisbon Light', imageUrl: expect.stringMatching(/^\/api\//), likes: 3 },
    ]);
  });

  it('answers 404 for an unknown, malformed or hidden designer', async () => {
    const { deps, designers } = setUp();
    await saveDesignerProfile(deps, 'ines', form());
    await designers.setActive('ines', false);
    for (const id of ['ines', 'nobody', '../x']) {
      await expect(designerDetail(deps, id)).rejects.toMatchObject({ status: 404, message: DESIGNER_NOT_FOUND });
    }
    expect((await listDesigners(deps)).designers).toEqual([]);
  });
});

describe('revoking a designer', () => {
  it('hides the profile and puts their claimed reviews and not-closed projects (without concepts) back in the queue', async () => {
    const { deps, designers } = setUp();
    await saveDesignerProfile(deps, 'ines', form());
    const work = memoryDesignerWork();
    work.reviews.set('r1', { status: 'claimed', designerUid: 'ines' });
    work.reviews.set('r2', { status: 'delivered', designerUid: 'ines' });
    work.reviews.set('r3', { status: 'claimed', designerUid: 'aki' });
    work.projects.set('p1', { status: 'concept-chosen', designerUid: 'ines', conceptBoardIds: ['c1', 'c2'], chosenBoardId: 'c2' });
    work.projects.set('p2', { status: 'closed', designerUid: 'ines' });
    const liveBoards = memoryLiveBoards(deps.boards);
    const { released, boards } = await releaseDesigner({ designers, work, liveBoards }, 'ines', new Date(42));
    expect([released.map((item) => `${item.collection}/${item.id}`), boards]).toEqual([['reviews/r1', 'projects/p1'], 0]);
    expect((await designers.get('ines'))?.active).toBe(false);
    // Recorded for firestore.rules, which then refuse her listeners on her members' threads.
    expect([...designers.revocations]).toEqual(['ines']);
    expect(Object.fromEntries(work.reviews)).toEqual({
      r1: { status: 'open', designerUid: null },
      r2: { status: 'delivered', designerUid: 'ines' },
      r3: { status: 'claimed', designerUid: 'aki' },
    });
    expect(Object.fromEntries(work.projects)).toEqual({
      p1: { status: 'open', designerUid: null, conceptBoardIds: [], chosenBoardId: null },
      p2: { status: 'closed', designerUid: 'ines' },
    });
  });
});

describe("the designers' pages, filled with the current designers", () => {
  /** The pages as the build writes them (web/dist/pages/<id>.html), much shortened. */
  const page = (template: string) =>
    [
      '<html><head><title>Designers · Roomboard</title><meta name="roomboard:scripts" content="/assets/boot.js"></head><body>',
      `<div id="root"><main>${FILL_START}<p role="status">Loading…</p>${FILL_END}</main></div>`,
      `<template data-fill>${template}</template></body></html>`,
    ].join('');
  const shells: Pick<PageShells, 'filledPage'> = {
    filledPage: async (id) => ({
      html: page(
        id === 'designers'
          ? '{{#designers}}<li>{{name}}</li>{{/designers}}'
          : '<h1>{{name}}</h1>{{#sampleBoards}}<p>{{title}}</p>{{/sampleBoards}}',
      ),
      headers: { 'x-content-type-options': 'nosniff' },
    }),
  };
  const readsOf = (html: string) => JSON.parse(new RegExp(`id="${READS_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!);

  it('/designers: the active designers in the HTML, and the answer the app starts from', async () => {
    const { deps, designers } = setUp();
    await saveDesignerProfile(deps, 'ines', form());
    await saveDesignerProfile(deps, 'aki', form({ name: 'Aki Mori' }));
    await designers.setActive('aki', false);
    const answer = await designersPage({ ...deps, shells, now: () => new Date(42) });
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ 'x-content-type-options': 'nosniff' });
    expect(answer.html).toContain('<main><li>Inês Duarte</li></main>');
    expect(answer.html).not.toContain('Aki Mori');
    expect(readsOf(answer.html)).toEqual({ at: 42, reads: { designers: await listDesigners(deps) } });
  });

  it("/designers/<id>: the designer's profile and boards, titled by their name, their portrait preloaded", async () => {
    const { deps } = setUp();
    await saveDesignerProfile(deps, 'ines', form());
    const { status, html } = await designerPage({ ...deps, shells, now: () => new Date(42) }, 'ines');
    expect(status).toBe(200);
    expect(html).toContain('<main><h1>Inês Duarte</h1><p>Lisbon Light</p></main>');
    expect(html).toContain(
      '<title>Inês Duarte · Roomboard</title><link rel="preload" as="image" href="/api/files/avatars/ines.png" fetchpriority="high">',
    );
    expect(readsOf(html)).toEqual({ at: 42, reads: { 'designers/ines': await designerDetail(deps, 'ines') } });
  });

  it('an unknown or hidden designer gets the page as built, loading, answered 404', async () => {
    const { deps, designers } = setUp();
    await saveDesignerProfile(deps, 'ines', form());
    await designers.setActive('ines', false);
    for (const id of ['ines', 'nobody']) {
      const { status, html } = await designerPage({ ...deps, shells }, id);
      expect(status).toBe(404);
      expect(html).toContain(`<main>${FILL_START}<p role="status">Loading…</p>${FILL_END}</main>`);
      expect(html).not.toContain('<template');
      expect(html).not.toContain(READS_ELEMENT_ID);
    }
  });
});
