import { describe, expect, it } from 'vitest';
import { DESIGNER_NOT_FOUND, DesignerProfileForm } from '../contracts/designers.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryDesignerWork } from '../testing/memory-designer-work.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { memoryBoards, memoryGenerations, memoryLiveBoards, memoryUsers } from '../testing/memory-repositories.js';
import { releaseDesigner } from './designer-release.deps.js';
import { designerDetail, listDesigners, ownDesignerProfile, saveDesignerProfile } from './designers.service.js';

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
    expect(await releaseDesigner({ designers, work, liveBoards }, 'ines')).toEqual({ reviews: 1, projects: 1, boards: 0 });
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
