import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import {
  CONCEPT_SOURCE_INVALID,
  LIKED_BOARD_INVALID,
  PHOTO_BOARD_INVALID,
  TOO_MANY_CONCEPTS,
  type ProjectBrief,
} from '../contracts/projects.js';
import type { Identity } from '../ports/sessions.port.js';
import { createBoardRecord } from '../testing/factories.js';
import { createMember, memoryLikes } from '../testing/memory-community.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { memoryProjects } from '../testing/memory-projects.js';
import { memoryBlobs, memoryBoards, memoryGenerations, memoryLiveBoards, memoryUsers } from '../testing/memory-repositories.js';
import { editorKeyOf } from '../domain/board-view.js';
import { memoryDesignerWork } from '../testing/memory-designer-work.js';
import { releaseDesigner } from './steps/designer-release.js';
import { acceptInvitation, inviteCoEditor, listCollaborators, listSharedBoards, saveLayout } from './live-boards.service.js';
import {
  addConceptBoard,
  chooseConcept,
  createProject,
  designerProjects,
  getProject,
  projectPicture,
  rateProject,
  sendConcepts,
  takeProject,
} from './projects.service.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const PLATINUM: Membership = {
  tier: 'platinum',
  title: 'Platinum',
  since: '2026-11-01T00:00:00Z',
  amountCents: 25000,
  currency: 'usd',
  checkoutSessionId: null,
  periodStart: '2026-11-20T00:00:00Z',
  periodEnd: '2026-12-20T00:00:00Z',
};
const BRIEF: ProjectBrief = {
  rooms: [{ function: 'Dining', size: 'M Table', style: 'Grey Tones' }],
  photoBoardIds: [],
  layout: { width: 380, length: 300, shape: 'rectangular', items: [] },
  budgetUsd: 2500,
  likedBoardIds: [],
  notes: '',
};
const ada: Identity = { uid: 'ada', email: 'Ada@Example.com', emailVerified: true, designer: true };
const maya: Identity = { uid: 'maya', email: 'maya@example.com', emailVerified: true };

function setUp() {
  const boards = memoryBoards(memoryGenerations(), [
    createBoardRecord({
      id: 'photo1',
      ownerUid: 'maya',
      visibility: 'private',
      roomPhoto: { path: 'room-photos/x.jpg', width: 800, height: 600 },
    }),
    createBoardRecord({ id: 'plain1', ownerUid: 'maya', visibility: 'private' }),
    createBoardRecord({ id: 'public1', ownerUid: 'zoe', visibility: 'public' }),
    ...['src1', 'src2', 'src3', 'src4'].map((id) => createBoardRecord({ id, ownerUid: 'ada', visibility: 'private' })),
  ]);
  const designers = memoryDesigners();
  const notifications = memoryNotifications();
  const mail = mailDeps(
    memoryRecipients([
      { uid: 'maya', email: 'maya@example.com' },
      { uid: 'ada', email: 'ada@example.com' },
    ]),
  );
  const deps = {
    projects: memoryProjects((uid) => (uid === 'maya' ? PLATINUM : null)),
    designers,
    boards,
    liveBoards: memoryLiveBoards(boards),
    likes: memoryLikes(),
    users: memoryUsers([createMember('maya', 'Maya'), createMember('ada', 'ada-member'), createMember('zoe', 'Zoe')]),
    sessions: { isEmailVerified: async () => true, signInToken: async () => 'token' },
    notifications,
    mail,
    now: () => NOW,
  };
  return deps;
}

async function takenProject(deps: ReturnType<typeof setUp>) {
  await deps.designers.save('ada', { name: 'Ada Lind', bio: '', styles: [], meetingUrl: '', timeZone: 'UTC' }, null);
  const project = await createProject(deps, 'maya', BRIEF);
  await takeProject(deps, 'ada', project.id);
  return project.id;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
  );

describe('design projects service', () => {
  it('names the designer by their designer profile, never by their member name', async () => {
    const deps = setUp();
    const project = await createProject(deps, 'maya', BRIEF);
    // No profile: the designer still never goes by their member name ('ada-member').
    expect((await takeProject(deps, 'ada', project.id)).designer?.name).toBe('A Roomboard designer');
    const other = setUp();
    expect((await getProject(other, ada, await takenProject(other))).designer?.name).toBe('Ada Lind');
  });

  it('checks photos and liked boards before using the allowance', async () => {
    const deps = setUp();
    expect(await refusal(createProject(deps, 'maya', { ...BRIEF, photoBoardIds: ['plain1'] }))).toEqual({
      status: 400,
      message: PHOTO_BOARD_INVALID,
    });
    expect(await refusal(createProject(deps, 'maya', { ...BRIEF, likedBoardIds: ['public1'] }))).toEqual({
      status: 400,
      message: LIKED_BOARD_INVALID,
    });
    expect(deps.projects.allowances.counts.size).toBe(0);
    await deps.likes.like('public1', 'maya', NOW);
    const project = await createProject(deps, 'maya', { ...BRIEF, photoBoardIds: ['photo1'], likedBoardIds: ['public1'] });
    expect(project.brief.photos).toEqual([
      { boardId: 'photo1', url: expect.stringContaining('/api/boards/photo1/room-photo/image?key=image-key-1'), width: 800, height: 600 },
    ]);
    expect(await refusal(createProject(deps, 'maya', BRIEF))).toMatchObject({ status: 403 });
    expect(await refusal(createProject(deps, 'zoe', BRIEF))).toMatchObject({ status: 403 });
  });

  it("copies the designer's own board into the member's account, marked and co-edited, with the brief's room", async () => {
    const deps = setUp();
    const id = await takenProject(deps);
    expect(await refusal(addConceptBoard(deps, ada, id, 'public1'))).toEqual({ status: 400, message: CONCEPT_SOURCE_INVALID });
    const project = await addConceptBoard(deps, ada, id, 'src1');
    const conceptId = project.concepts[0]!.id;
    expect(deps.boards.byId.get(conceptId)).toMatchObject({
      ownerUid: 'maya',
      ownerName: 'Maya',
      visibility: 'private',
      copiedFrom: null,
      byDesigner: { uid: 'ada', name: 'Ada Lind' },
      layout: { width: 380, length: 300, shape: 'rectangular', items: [] },
    });
    expect(deps.liveBoards.byId.get(conceptId)).toMatchObject({
      editorUids: ['maya', 'ada'],
      editors: [{ uid: 'ada', email: 'ada@example.com', name: 'Ada Lind' }],
    });
  });

  it('takes the copy away again when the project refuses it (another concept got there first)', async () => {
    const deps = setUp();
    const id = await takenProject(deps);
    for (const source of ['src1', 'src2']) await addConceptBoard(deps, ada, id, source);
    const boardsBefore = deps.boards.byId.size;
    // A third concept saved at the same moment from another tab: the project is full when this one's transaction runs.
    const change = deps.projects.change.bind(deps.projects);
    deps.projects.change = (projectId, decide) => {
      deps.projects.records.get(projectId)!.conceptBoardIds.push('raced');
      deps.projects.change = change;
      return change(projectId, decide);
    };
    expect(await refusal(addConceptBoard(deps, ada, id, 'src3'))).toEqual({ status: 409, message: TOO_MANY_CONCEPTS });
    expect(deps.boards.byId.size).toBe(boardsBefore);
  });

  it("tells the member when taken and when the concepts are ready, the designer when chosen and rated; the rating joins the designer's average", async () => {
    const deps = setUp();
    const id = await takenProject(deps);
    const { concepts } = await addConceptBoard(deps, ada, id, 'src1');
    await sendConcepts(deps, 'ada', id);
    expect([...deps.notifications.inboxes.get('maya')!.values()].map((item) => item.event)).toEqual([
      { kind: 'project', actor: { id: 'ada', name: 'Ada Lind' }, project_id: id, step: 'taken', path: `/projects/${id}` },
      { kind: 'project', actor: { id: 'ada', name: 'Ada Lind' }, project_id: id, step: 'concepts-ready', path: `/projects/${id}` },
    ]);
    const mails = [...deps.mail.outbox.mails.values()];
    expect(mails.map(({ mail }) => [mail.to, mail.message.subject])).toEqual([['maya@example.com', 'Ada Lind sent your concept boards']]);
    expect(mails[0]!.mail.message.text).toContain(`https://roomboard.test/projects/${id}`);

    await chooseConcept(deps, 'maya', id, concepts[0]!.id);
    const chosen = deps.mail.outbox.mails.get(`project-${id}-concept-chosen`)!.mail;
    expect([chosen.to, chosen.message.subject]).toEqual(['ada@example.com', 'Maya chose a concept']);
    deps.projects.records.get(id)!.status = 'delivered';
    expect(deps.liveBoards.byId.get(concepts[0]!.id)!.editorUids).toEqual(['maya', 'ada']);
    await rateProject(deps, 'maya', id, 5);
    expect(await deps.designers.get('ada')).toMatchObject({ ratingCount: 1, ratingAverage: 5 });
    const actor = { id: 'maya', name: 'Maya' };
    expect([...deps.notifications.inboxes.get('ada')!.values()].map((item) => item.event)).toEqual([
      { kind: 'project', actor, project_id: id, step: 'concept-chosen', path: `/projects/${id}` },
      { kind: 'project', actor, project_id: id, step: 'rated', rating: 5, path: `/projects/${id}` },
    ]);
    // Closed: Ada no longer co-edits the concept, whose co-editors' key changes.
    expect(deps.liveBoards.byId.get(concepts[0]!.id)!.editorUids).toEqual(['maya']);
    expect(deps.boards.byId.get(concepts[0]!.id)!.editorKeyEpoch).toBe(1);
  });

  it('closing (rating) the project earns its designer the project rate, once', async () => {
    const deps = setUp();
    const id = await takenProject(deps);
    deps.projects.records.get(id)!.status = 'delivered';
    await rateProject(deps, 'maya', id, 5);
    expect([...deps.projects.earnings.lines.values()]).toEqual([
      expect.objectContaining({
        id: `project_${id}`,
        kind: 'project',
        designerUid: 'ada',
        memberUid: 'maya',
        amountCents: 15000,
        earnedAt: NOW,
      }),
    ]);
    expect(await refusal(rateProject(deps, 'maya', id, 4))).toMatchObject({ status: 409 });
    expect(deps.projects.earnings.lines.size).toBe(1);
  });

  it("revoking the designer ends their co-editing of the concept boards they made; the member's own invitations stay", async () => {
    const deps = setUp();
    const id = await takenProject(deps);
    const conceptId = (await addConceptBoard(deps, ada, id, 'src1')).concepts[0]!.id;
    /** The member invites `who` to one of her boards and they accept: ordinary co-editing. */
    const invited = async (boardId: string, who: Identity) => {
      const invite = await inviteCoEditor(deps, maya, boardId, who.email!.toLowerCase());
      await acceptInvitation(deps, who, invite.id);
    };
    await invited(conceptId, { uid: 'zoe', email: 'zoe@example.com', emailVerified: true });
    await invited('plain1', ada);
    await deps.liveBoards.change(conceptId, (_board, live) => ({
      live: { ...live!, presence: { ada: { uid: 'ada', name: 'Ada Lind', initials: 'AL', expiresAt: NOW.getTime() + 60_000 } } },
      result: null,
    }));

    const revoke = () =>
      releaseDesigner({ designers: deps.designers, work: memoryDesignerWork(), liveBoards: deps.liveBoards }, 'ada', NOW);
    expect(await revoke()).toEqual({ released: [], boards: 1 });
    expect(await revoke()).toEqual({ released: [], boards: 0 });

    expect(deps.liveBoards.byId.get(conceptId)).toMatchObject({
      editorUids: ['maya', 'zoe'],
      editors: [{ uid: 'zoe', email: 'zoe@example.com', name: 'zoe Tester' }],
      presence: {},
    });
    expect(deps.boards.byId.get(conceptId)!.editorKeyEpoch).toBe(1);
    expect((await listCollaborators(deps, 'maya', conceptId)).editors.map((editor) => editor.uid)).toEqual(['zoe']);
    expect((await listSharedBoards(deps, 'ada')).boards.map((board) => board.id)).toEqual(['plain1']);
    const layout = { width: 380, length: 300, shape: 'rectangular' as const, items: [] };
    expect(await refusal(saveLayout(deps, 'ada', conceptId, layout))).toEqual({
      status: 403,
      message: 'You are not authorized to perform this task',
    });
    expect((await saveLayout(deps, 'zoe', conceptId, { ...layout, width: 400 })).layout?.width).toBe(400);
    expect((await saveLayout(deps, 'ada', 'plain1', { ...layout, width: 420 })).layout?.width).toBe(420);
  });

  it('shows a designer the room photos and private pictures only through the project, while it is theirs and open', async () => {
    const deps = setUp();
    await deps.likes.like('plain1', 'maya', NOW);
    const { id } = await createProject(deps, 'maya', { ...BRIEF, photoBoardIds: ['photo1'], likedBoardIds: ['plain1'] });
    const blobs = memoryBlobs();
    await blobs.put('room-photos/x.jpg', Buffer.from('room photo'), 'image/jpeg');
    await blobs.put(deps.boards.byId.get('plain1')!.imagePath!, Buffer.from('picture'), 'image/png');
    /** Opens `url` as the project's picture routes do (null: 404). */
    const open = async (url: string | null | undefined) => {
      if (!url) return null;
      const [, projectId, boardId, kind] = /^\/api\/projects\/([^/]+)\/boards\/([^/]+)\/(picture|room-photo)\?/.exec(url)!;
      const query = new URL(url, 'http://app.test').searchParams;
      const request = {
        id: projectId!,
        boardId: boardId!,
        kind: kind as 'picture',
        designerUid: query.get('designer'),
        key: query.get('key'),
      };
      return projectPicture({ ...deps, blobs }, request).then(
        (blob) => blob.data.toString(),
        () => null,
      );
    };
    const ben: Identity = { uid: 'ben', email: 'ben@example.com', emailVerified: true, designer: true };
    const brief = (await designerProjects(deps, 'ben')).open[0]!;
    // Neither the owner's key nor the one co-editors hold reaches a designer.
    expect(JSON.stringify(brief)).not.toContain('image-key-1');
    expect(JSON.stringify(brief)).not.toContain(editorKeyOf({ imageKey: 'image-key-1' }));
    expect(await open(brief.brief.photos[0]!.url)).toBe('room photo');
    expect(await open(brief.brief.likedBoards[0]!.imageUrl)).toBe('picture');
    // Ben's key opens nothing for Ada, nor the room photo's key the picture.
    expect(await open(brief.brief.photos[0]!.url.replace('designer=ben', 'designer=ada'))).toBeNull();
    expect(await open(brief.brief.photos[0]!.url.replace('/room-photo?', '/picture?'))).toBeNull();

    await deps.designers.save('ada', { name: 'Ada Lind', bio: '', styles: [], meetingUrl: '', timeZone: 'UTC' }, null);
    const taken = await takeProject(deps, 'ada', id);
    expect(await open(brief.brief.photos[0]!.url)).toBeNull();
    expect(await refusal(getProject(deps, ben, id))).toMatchObject({ status: 404 });
    expect(await open(taken.brief.photos[0]!.url)).toBe('room photo');
    await deps.designers.setRevoked('ada', true);
    expect(await open(taken.brief.photos[0]!.url)).toBeNull();
    await deps.designers.setRevoked('ada', false);
    deps.projects.records.get(id)!.status = 'delivered';
    await rateProject(deps, 'maya', id, 4);
    expect(await open(taken.brief.photos[0]!.url)).toBeNull();
    expect(await open(taken.brief.likedBoards[0]!.imageUrl)).toBeNull();
    expect((await getProject(deps, ada, id)).brief).toMatchObject({ photos: [], likedBoards: [{ id: 'plain1', imageUrl: null }] });
    // The member sees her own pictures with her own key, as ever.
    expect((await getProject(deps, maya, id)).brief.photos[0]!.url).toContain('/api/boards/photo1/room-photo/image?key=image-key-1');
  });
});
