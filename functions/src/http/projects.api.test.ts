// Design projects over HTTP against the Auth and Firestore emulators: Platinum only, the take race, concept boards in
// the member's account with the designer as co-editor, choice, final, one revision, one rating (the designer told of
// the choice and the revision, in the app and by mail); 404 for non-parties;
// a revoked designer's co-editing of the concept boards ending while the member's own invitations stay.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND, type Board } from '../contracts/boards.js';
import type { Collaborators } from '../contracts/live.js';
import type { NotificationsPage } from '../contracts/notifications.js';
import type { RoomLayout } from '../contracts/designer.js';
import {
  CHOOSE_NOT_NOW,
  CONCEPT_SOURCE_INVALID,
  DELIVER_NOT_NOW,
  FINAL_NEEDS_PLAN,
  LIKED_BOARD_INVALID,
  PHOTO_BOARD_INVALID,
  PROJECT_ALREADY_TAKEN,
  PROJECT_NOT_FOUND,
  RATE_NOT_NOW,
  REVISION_NOT_NOW,
  ROOM_SIZE_INVALID,
  TOO_MANY_CONCEPTS,
  BUDGET_INVALID,
  type DesignerProjects,
  type Project,
} from '../contracts/projects.js';
import { adminApp, composeCatalogue, composeRoles } from '../composition.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import { createAccount, sessionFor, verifyEmail, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { revokeDesigner } from '../services/roles.service.js';

const prefix = `projects-${randomUUID().slice(0, 6)}`;
const productIds = [`${prefix}-bed`, `${prefix}-lamp`];
const ROOM: RoomLayout = { width: 420, length: 360, shape: 'l-shaped', items: [] };
const DAY = 24 * 60 * 60 * 1000;
/** The billing period the members are in: started yesterday, renews in 29 days. */
const PERIOD = { periodStart: new Date(Date.now() - DAY).toISOString(), periodEnd: new Date(Date.now() + 29 * DAY).toISOString() };
const RENEWS = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(PERIOD.periodEnd),
);
const BRIEF = {
  rooms: [{ function: 'Sleep', size: 'Queen Size', style: 'Natural Tones' }],
  layout: ROOM,
  budgetUsd: 4000,
  notes: 'A calm bedroom with room for a desk.',
};

interface Person {
  user: TestUser;
  token: string;
}

describe('design projects', () => {
  let api: TestBackend;
  let db: Firestore;
  let generations: GenerationsRepository;
  let member: Person;
  let gold: Person;
  let ada: Person;
  let ben: Person;
  let stranger: Person;

  async function person(role: { designer?: true; tier?: 'gold' | 'platinum'; name?: string } = {}): Promise<Person> {
    const user = await createAccount();
    await verifyEmail(user);
    if (role.designer) await getAuth(await adminApp(api.config)).setCustomUserClaims(user.uid, { designer: true });
    if (role.designer && role.name) await db.doc(`designers/${user.uid}`).set({ name: role.name, active: true });
    // The profile sign-up writes: the address mails go to.
    await db.doc(`users/${user.uid}`).set({ email: user.email, userName: `member-${user.uid.slice(0, 6)}` }, { merge: true });
    if (role.tier) {
      const title = role.tier === 'gold' ? 'Gold' : 'Platinum';
      const membership = {
        tier: role.tier,
        title,
        since: PERIOD.periodStart,
        amountCents: 10000,
        currency: 'usd',
        checkoutSessionId: null,
      };
      await db.doc(`users/${user.uid}`).set({ membership: { ...membership, status: 'active', ...PERIOD } }, { merge: true });
    }
    return { user, token: await sessionFor(api, user) };
  }

  async function savedBoard(owner: Person, visibility: 'public' | 'private' = 'private'): Promise<string> {
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: owner.user.uid,
      productIds,
      createdAt: new Date(),
      imageKey: randomUUID(),
    });
    await generations.transact(job.id, owner.user.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(api, 'save-products', { token: owner.token, body: [{ generationId: job.id, visibility }] });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  const post = <T = Project>(token: string, path: string, body: unknown = {}) => call<T>(api, path, { token, body });
  const get = <T = Project>(token: string, path: string) => call<T>(api, path, { token });
  /** Ada's notification of this project's step, if she has one. */
  const designerHeard = async (id: string, step: string) =>
    (await get<NotificationsPage>(ada.token, 'notifications')).body.notifications.find(
      (told) => told.kind === 'project' && told.project_id === id && told.step === step,
    );
  /** A Platinum member of their own (each project uses the member's one project of the period). */
  const platinum = () => person({ tier: 'platinum' });

  beforeAll(async () => {
    api = await startBackend();
    db = getFirestore(await adminApp(api.config));
    const catalogue = await composeCatalogue(api.config);
    generations = catalogue.generations;
    await catalogue.products.upsertMany(productIds.map((id, n) => createCatalogueProduct(n + 1, { id })));
    [member, gold, ada, ben, stranger] = await Promise.all([
      platinum(),
      person({ tier: 'gold' }),
      person({ designer: true, name: 'Ada Lind' }),
      person({ designer: true, name: 'Ben Okafor' }),
      person(),
    ]);
  });
  afterAll(() => api.close());

  it('takes briefs from Platinum only, one a period, and checks every part of the brief', async () => {
    expect(await post(gold.token, 'projects', BRIEF)).toMatchObject({
      status: 403,
      body: {
        code: 'allowance-used',
        error: 'Gold does not include design projects. Platinum includes 1 design project a month.',
        upgradeTo: 'platinum',
      },
    });
    expect(await post(stranger.token, 'projects', BRIEF)).toMatchObject({
      status: 403,
      body: { code: 'allowance-used', error: 'Basic does not include design projects. Platinum includes 1 design project a month.' },
    });

    const own = await platinum();
    const bad = (body: unknown) => post(own.token, 'projects', body);
    expect(await bad({ ...BRIEF, rooms: [{ function: 'Sleep', size: 'Sofa', style: 'Natural Tones' }] })).toMatchObject({
      status: 400,
      body: { error: ROOM_SIZE_INVALID },
    });
    expect(await bad({ ...BRIEF, budgetUsd: 10.5 })).toMatchObject({ status: 400, body: { error: BUDGET_INVALID } });
    const someoneElses = await savedBoard(member);
    expect(await bad({ ...BRIEF, photoBoardIds: [someoneElses] })).toMatchObject({ status: 400, body: { error: PHOTO_BOARD_INVALID } });
    const withoutPhoto = await savedBoard(own);
    expect(await bad({ ...BRIEF, photoBoardIds: [withoutPhoto] })).toMatchObject({ status: 400, body: { error: PHOTO_BOARD_INVALID } });
    const publicBoard = await savedBoard(member, 'public');
    const privateBoard = await savedBoard(member, 'private');
    expect(await bad({ ...BRIEF, likedBoardIds: [publicBoard] })).toMatchObject({ status: 400, body: { error: LIKED_BOARD_INVALID } });
    expect((await call(api, `boards/${publicBoard}/like`, { method: 'PUT', token: own.token })).status).toBe(200);
    expect(await bad({ ...BRIEF, likedBoardIds: [privateBoard] })).toMatchObject({ status: 400, body: { error: LIKED_BOARD_INVALID } });

    const photo = await savedBoard(own);
    const photoPath = `room-photos/${'a'.repeat(32)}.jpg`;
    await api.blobs.put(photoPath, Buffer.from('jpeg'), 'image/jpeg');
    await db.doc(`boards/${photo}`).update({ roomPhoto: { path: photoPath, width: 1200, height: 900 } });
    const sent = await post(own.token, 'projects', { ...BRIEF, photoBoardIds: [photo], likedBoardIds: [publicBoard] });
    expect(sent).toMatchObject({
      status: 201,
      body: {
        status: 'open',
        designer: null,
        role: 'member',
        brief: { rooms: BRIEF.rooms, layout: ROOM, budgetUsd: 4000, notes: BRIEF.notes, likedBoards: [{ id: publicBoard }] },
        timeline: [{ status: 'open', label: 'Brief sent' }],
      },
    });
    expect(sent.body.brief.photos).toEqual([
      { boardId: photo, url: expect.stringContaining(`/api/boards/${photo}/room-photo/image?key=`), width: 1200, height: 900 },
    ]);
    // The designer sees the photo through the project, with a key made for them (never the member's).
    const seen = await get(ada.token, `projects/${sent.body.id}`);
    expect(seen.body.role).toBe('designer');
    expect((await fetch(`${api.url}${seen.body.brief.photos[0]!.url}`)).status).toBe(200);

    expect(await post(own.token, 'projects', BRIEF)).toMatchObject({
      status: 403,
      body: {
        code: 'allowance-used',
        error: `You have used this period's design project: Platinum includes 1 design project a month. It renews on ${RENEWS}.`,
      },
    });
    const options = await get<{ photoBoards: { id: string }[]; likedBoards: { id: string }[] }>(own.token, 'projects/brief-options');
    expect(options.body.photoBoards.map((board) => board.id)).toEqual([photo]);
    expect(options.body.likedBoards.map((board) => board.id)).toEqual([publicBoard]);
    expect((await get<{ projects: Project[] }>(own.token, 'projects')).body.projects.map((project) => project.id)).toEqual([sent.body.id]);
  });

  it('lets exactly one of several designers take a project at once', async () => {
    const own = await platinum();
    const { body } = await post(own.token, 'projects', BRIEF);
    const designers = [ada, ben, ...(await Promise.all([person({ designer: true }), person({ designer: true })]))];
    const takes = await Promise.all(designers.map((designer) => post(designer.token, `projects/${body.id}/take`)));
    const won = takes.filter((take) => take.status === 200);
    expect(won).toHaveLength(1);
    expect(takes.filter((take) => take.status === 409).map((take) => take.body)).toEqual(
      Array(3).fill(expect.objectContaining({ error: PROJECT_ALREADY_TAKEN })),
    );
    const taken = won[0]!.body;
    expect(taken).toMatchObject({ status: 'taken', timeline: [{ status: 'open' }, { status: 'taken', label: 'Taken by a designer' }] });
    expect(new Date(taken.dueAt!).getTime() - new Date(taken.takenAt!).getTime()).toBe(7 * DAY);
    // Only the designer who took it sees it now; the others, and members who are no party, get 404.
    const losers = designers.filter((designer) => designer.user.uid !== taken.designer!.id);
    for (const other of [...losers, stranger, gold])
      expect(await get(other.token, `projects/${body.id}`)).toMatchObject({ status: 404, body: { error: PROJECT_NOT_FOUND } });
    // Non-designers do not reach the designer API at all.
    expect((await post(member.token, `projects/${body.id}/take`)).status).toBe(404);
    expect((await get(member.token, 'designer/projects')).status).toBe(404);
  });

  it('runs a project from concepts in the member account to the final board, one revision and one rating', async () => {
    const { body: brief } = await post(member.token, 'projects', BRIEF);
    const queue = await get<DesignerProjects>(ada.token, 'designer/projects');
    expect(queue.body.open.map((project) => project.id)).toContain(brief.id);
    const id = brief.id;

    expect(await post(ada.token, `projects/${id}/concepts`, { boardId: await savedBoard(ada) })).toMatchObject({ status: 403 });
    expect((await post(ada.token, `projects/${id}/take`)).status).toBe(200);
    expect((await get<DesignerProjects>(ada.token, 'designer/projects')).body.mine.map((project) => project.id)).toContain(id);
    expect((await get<DesignerProjects>(ben.token, 'designer/projects')).body.open.map((project) => project.id)).not.toContain(id);

    // Concepts come from the designer's own saved boards: someone else's board is refused.
    expect(await post(ada.token, `projects/${id}/concepts`, { boardId: await savedBoard(ben) })).toMatchObject({
      status: 400,
      body: { error: CONCEPT_SOURCE_INVALID },
    });
    const sources = await Promise.all([savedBoard(ada), savedBoard(ada), savedBoard(ada), savedBoard(ada)]);
    for (const source of sources.slice(0, 3))
      expect((await post(ada.token, `projects/${id}/concepts`, { boardId: source })).status).toBe(201);
    expect(await post(ada.token, `projects/${id}/concepts`, { boardId: sources[3] })).toMatchObject({
      status: 409,
      body: { error: TOO_MANY_CONCEPTS },
    });
    const { body: project } = await get(member.token, `projects/${id}`);
    expect(project.concepts).toHaveLength(3);
    expect(project.concepts.map((concept) => concept.byDesigner)).toEqual(['Ada Lind', 'Ada Lind', 'Ada Lind']);
    // The refused fourth left no board behind in the member's account.
    const owned = await db.collection('boards').where('ownerUid', '==', member.user.uid).get();
    const conceptIds = project.concepts.map((concept) => concept.id);
    expect(
      owned.docs
        .filter((doc) => doc.get('byDesigner'))
        .map((doc) => doc.id)
        .sort(),
    ).toEqual([...conceptIds].sort());

    const conceptId = conceptIds[1]!;
    const board = await get<Board>(member.token, `boards/${conceptId}`);
    expect(board).toMatchObject({
      status: 200,
      body: { isOwner: true, visibility: 'private', owner: { id: member.user.uid }, by_designer: { id: ada.user.uid, name: 'Ada Lind' } },
    });
    expect(board.body.copied_from ?? null).toBeNull();
    // The designer co-edits it (the live document names them) and the member's brief gave its room.
    expect((await db.doc(`liveLayouts/${conceptId}`).get()).get('editorUids')).toEqual([member.user.uid, ada.user.uid]);
    expect((await get<Board>(ada.token, `boards/${conceptId}`)).body).toMatchObject({ isOwner: false, canEdit: true, layout: ROOM });
    expect((await get<Board>(ben.token, `boards/${conceptId}`)).status).toBe(404);

    expect(await post(member.token, `projects/${id}/choose`, { boardId: conceptId })).toMatchObject({
      status: 409,
      body: { error: CHOOSE_NOT_NOW },
    });
    const ready = await post(ada.token, `projects/${id}/concepts-ready`);
    expect(ready.body.status).toBe('concepts-ready');
    const told = await get<{ notifications: { kind: string; link: string }[] }>(member.token, 'notifications');
    expect(told.body.notifications[0]).toMatchObject({ kind: 'project', link: `/projects/${id}` });
    const mails = await db.collection('mail').where('to', '==', member.user.email).get();
    expect(mails.docs.map((doc) => doc.get('message.subject'))).toContain('Ada Lind sent your concept boards');

    expect((await post(stranger.token, `projects/${id}/choose`, { boardId: conceptId })).status).toBe(404);
    const chosen = await post(member.token, `projects/${id}/choose`, { boardId: conceptId });
    expect(chosen.body).toMatchObject({ status: 'concept-chosen', chosenBoardId: conceptId });
    expect(chosen.body.timeline.at(-1)).toMatchObject({ status: 'concept-chosen', label: 'Concept chosen' });
    expect((await post(member.token, `projects/${id}/choose`, { boardId: conceptIds[0] })).status).toBe(409);
    // The designer hears of the choice in the app and by mail, so the project does not stall.
    const memberName = `member-${member.user.uid.slice(0, 6)}`;
    expect(await designerHeard(id, 'concept-chosen')).toMatchObject({
      actor: { id: member.user.uid, name: memberName },
      link: `/projects/${id}`,
    });
    const chosenMail = await db.doc(`mail/project-${id}-concept-chosen`).get();
    expect([chosenMail.get('to'), chosenMail.get('message.subject')]).toEqual([ada.user.email, `${memberName} chose a concept`]);

    // The final board needs its plan: the designer lays the room out through live co-editing, then delivers.
    expect(await post(ada.token, `projects/${id}/deliver`)).toMatchObject({ status: 400, body: { error: FINAL_NEEDS_PLAN } });
    const placed = { ...ROOM, items: [{ id: productIds[0]!, x: 150, y: 120, rotation: 90 }] };
    expect((await call(api, `boards/${conceptId}/layout`, { method: 'PUT', token: ada.token, body: placed })).status).toBe(200);
    expect((await post(member.token, `projects/${id}/rate`, { rating: 5 })).body).toMatchObject({ error: RATE_NOT_NOW });
    expect((await post(ada.token, `projects/${id}/deliver`, { note: 'Bed turned to face the window.' })).body).toMatchObject({
      status: 'delivered',
      deliveryNote: 'Bed turned to face the window.',
    });
    expect((await get<Board>(member.token, `boards/${conceptId}`)).body.layout).toEqual(placed);

    expect(await post(member.token, `projects/${id}/revision`, { note: '' })).toMatchObject({ status: 400 });
    expect((await post(member.token, `projects/${id}/revision`, { note: 'A smaller rug, please.' })).body).toMatchObject({
      status: 'revision-asked',
      revisionNote: 'A smaller rug, please.',
    });
    expect(await designerHeard(id, 'revision-asked')).toMatchObject({ actor: { id: member.user.uid }, link: `/projects/${id}` });
    const revisionMail = await db.doc(`mail/project-${id}-revision-asked`).get();
    expect([revisionMail.get('to'), revisionMail.get('message.subject')]).toEqual([
      ada.user.email,
      `${memberName} asked for changes to the final board`,
    ]);
    expect(revisionMail.get('message.text')).toContain('> A smaller rug, please.');
    expect(await post(member.token, `projects/${id}/revision`, { note: 'Again' })).toMatchObject({
      status: 409,
      body: { error: REVISION_NOT_NOW },
    });
    expect((await post(ada.token, `projects/${id}/deliver`)).body.status).toBe('revised');
    expect(await post(ada.token, `projects/${id}/deliver`)).toMatchObject({ status: 409, body: { error: DELIVER_NOT_NOW } });
    expect(await post(member.token, `projects/${id}/revision`, { note: 'Again' })).toMatchObject({
      status: 409,
      body: { error: REVISION_NOT_NOW },
    });

    expect((await post(member.token, `projects/${id}/rate`, { rating: 6 })).status).toBe(400);
    expect((await post(ben.token, `projects/${id}/rate`, { rating: 1 })).status).toBe(404);
    const rated = await post(member.token, `projects/${id}/rate`, { rating: 4 });
    expect(rated.body.timeline.map((step) => step.label)).toEqual([
      'Brief sent',
      'Taken by a designer',
      'Concepts ready',
      'Concept chosen',
      'Final delivered',
      'Revision asked',
      'Revised',
      'Closed and rated',
    ]);
    expect(await post(member.token, `projects/${id}/rate`, { rating: 5 })).toMatchObject({ status: 409, body: { error: RATE_NOT_NOW } });
    expect((await db.doc(`designers/${ada.user.uid}`).get()).data()).toMatchObject({ ratingSum: 4, ratingCount: 1 });
    // Closed: the designer no longer co-edits the concepts; the member keeps them.
    expect((await get<Board>(ada.token, `boards/${conceptId}`)).status).toBe(404);
    expect((await db.doc(`liveLayouts/${conceptId}`).get()).get('editorUids')).toEqual([member.user.uid]);
    expect((await get<Board>(member.token, `boards/${conceptId}`)).body).toMatchObject({ isOwner: true });
  });

  it("ends a revoked designer's co-editing of the concept boards; the member's invitations stay, a new designer co-edits", async () => {
    const own = await platinum();
    const [rex, friend] = await Promise.all([person({ designer: true, name: 'Rex Hale' }), person()]);
    const { body: brief } = await post(own.token, 'projects', BRIEF);
    expect((await post(rex.token, `projects/${brief.id}/take`)).status).toBe(200);
    const added = await post(rex.token, `projects/${brief.id}/concepts`, { boardId: await savedBoard(rex) });
    const conceptId = added.body.concepts[0]!.id;
    // The member invites a friend to the concept board, and the designer to a board of her own: ordinary co-editing.
    const invite = async (boardId: string, guest: Person) => {
      const sent = await post<{ id: string }>(own.token, `boards/${boardId}/invites`, { email: guest.user.email });
      expect(sent.status).toBe(201);
      expect((await post(guest.token, `invites/${sent.body.id}/accept`)).status).toBe(200);
    };
    const ownBoard = await savedBoard(own);
    await invite(conceptId, friend);
    await invite(ownBoard, rex);
    const imagePath = (await db.doc(`boards/${conceptId}`).get()).get('imagePath') as string;
    await api.blobs.put(imagePath, Buffer.from('picture'), 'image/png');
    const load = async (url: string) => (await fetch(`${api.url}${url}`)).status;
    const before = await get<Board>(rex.token, `boards/${conceptId}`);
    expect(before.body).toMatchObject({ canEdit: true });
    expect(await load(before.body.image_url!)).toBe(200);

    // Firebase Auth counts revocation in whole seconds: a session made in the second of the revocation would outlive it.
    expect(await revokeDesigner(await composeRoles(api.config), rex.user.uid, { tool: 'admin:grant' })).toEqual({
      reviews: 0,
      projects: 1,
      boards: 1,
      consultations: 0,
    });
    const revoked = { ...rex, token: await sessionFor(api, rex.user) };

    const placed = { ...ROOM, items: [{ id: productIds[0]!, x: 150, y: 120, rotation: 0 }] };
    const layout = (who: Person, boardId: string) =>
      call(api, `boards/${boardId}/layout`, { method: 'PUT', token: who.token, body: placed });
    const FORBIDDEN = { error: 'You are not authorized to perform this task', code: 'forbidden' };
    expect(await layout(revoked, conceptId)).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await post(revoked.token, `boards/${conceptId}/presence`)).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await get(revoked.token, `boards/${conceptId}`)).toMatchObject({ status: 404, body: { error: BOARD_NOT_FOUND } });
    expect(await load(before.body.image_url!)).toBe(404);
    const shared = await get<{ boards: Board[] }>(revoked.token, 'shared-boards');
    expect(shared.body.boards.map((board) => board.id)).toEqual([ownBoard]);
    expect((await layout(revoked, ownBoard)).status).toBe(200);
    expect((await db.doc(`liveLayouts/${conceptId}`).get()).get('editorUids')).toEqual([own.user.uid, friend.user.uid]);
    // The member and her friend keep the board; her list of co-editors no longer names the designer.
    expect((await layout(own, conceptId)).status).toBe(200);
    expect((await layout(friend, conceptId)).status).toBe(200);
    const collaborators = await get<Collaborators>(own.token, `boards/${conceptId}/collaborators`);
    expect(collaborators.body.editors.map((editor) => editor.uid)).toEqual([friend.user.uid]);
    expect(await load((await get<Board>(own.token, `boards/${conceptId}`)).body.image_url!)).toBe(200);

    // The project is back in the queue without the former concepts (they stay among the member's boards).
    const reopened = await get(own.token, `projects/${brief.id}`);
    expect(reopened.body).toMatchObject({ status: 'open', designer: null, concepts: [], chosenBoardId: null });
    expect((await get<Board>(own.token, `boards/${conceptId}`)).body).toMatchObject({ isOwner: true, by_designer: { name: 'Rex Hale' } });
    expect((await post(ben.token, `projects/${brief.id}/take`)).status).toBe(200);
    const next = await post(ben.token, `projects/${brief.id}/concepts`, { boardId: await savedBoard(ben) });
    const nextId = next.body.concepts.map((concept) => concept.id);
    expect(nextId).toHaveLength(1);
    expect((await db.doc(`liveLayouts/${nextId[0]}`).get()).get('editorUids')).toEqual([own.user.uid, ben.user.uid]);
    expect((await layout(ben, nextId[0]!)).status).toBe(200);
    expect((await layout(ben, conceptId)).status).toBe(403);
  });
});
