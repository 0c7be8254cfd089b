// @vitest-environment happy-dom
import type { ConsultationView } from '@contracts/consultations';
import type { AllowanceSummary } from '@contracts/membership';
import type { ThreadSummary } from '@contracts/messages';
import type { Project } from '@contracts/projects';
import type { Review } from '@contracts/reviews';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../lib/session';
import { fakeApi, renderPage } from '../../testing/render-page';
import { DesignServicesPage } from './design-services-page';

const PERIOD = { periodStart: '2026-11-05T12:00:00.000Z', periodEnd: '2026-12-05T12:00:00.000Z' };
const PLATINUM: AllowanceSummary = {
  tier: 'platinum',
  ...PERIOD,
  used: { reviews: 1, consultations: 1, projects: 0 },
  left: { reviews: null, consultations: 1, projects: 1 },
  consultationMinutes: 60,
};
const GOLD: AllowanceSummary = {
  tier: 'gold',
  ...PERIOD,
  used: { reviews: 0, consultations: 0, projects: 0 },
  left: { reviews: 3, consultations: 1, projects: 0 },
  consultationMinutes: 30,
};

const review = {
  id: 'r1',
  boardId: 'b1',
  boardTitle: 'Calm Walnut Bedroom',
  pictureUrl: '/api/boards/b1/image?key=k',
  question: 'Is the rug right?',
  askedAt: '2026-11-10T10:00:00.000Z',
  memberName: 'Ann',
  status: 'delivered',
  designerUid: 'dee',
  designerName: 'Dee',
  claimedAt: '2026-11-10T11:00:00.000Z',
  dueAt: null,
  deliveredAt: '2026-11-11T10:00:00.000Z',
  board: null,
  notes: [],
  swaps: [],
  summary: 'A calm start.',
  deliveries: [{ revision: false, deliveredAt: '2026-11-11T10:00:00.000Z', notes: [], swaps: [], summary: 'A calm start.' }],
  revisionStart: null,
  reply: null,
  rating: null,
  isMember: true,
} as Review;

const consultation = {
  id: 'k1',
  memberUid: 'ann',
  memberName: 'Ann',
  designerUid: 'dana',
  designerName: 'Dana',
  designerTimeZone: 'UTC',
  memberTimeZone: 'UTC',
  status: 'confirmed',
  start: '2026-11-12T10:00:00.000Z',
  end: '2026-11-12T11:00:00.000Z',
  minutes: 60,
  meetingUrl: 'https://meet.example',
  brief: '',
  boards: [],
  notes: 'Paint the north wall.',
  changeable: false,
  cancelledBy: null,
} as ConsultationView;

const project = {
  id: 'p1',
  status: 'taken',
  statusLabel: 'Taken by a designer',
  memberName: 'Ann',
  designer: { id: 'ada', name: 'Ada' },
  brief: {
    rooms: [{ function: 'Dining', size: 'M Table', style: 'Grey Tones' }],
    photos: [],
    layout: null,
    budgetUsd: 2000,
    likedBoards: [],
    notes: '',
  },
  concepts: [],
  chosenBoardId: null,
  deliveryNote: '',
  revisionNote: '',
  rating: null,
  timeline: [
    { status: 'open', label: 'Brief sent', at: '2026-11-08T10:00:00.000Z' },
    { status: 'taken', label: 'Taken by a designer', at: '2026-11-09T10:00:00.000Z' },
  ],
  createdAt: '2026-11-08T10:00:00.000Z',
  takenAt: '2026-11-09T10:00:00.000Z',
  dueAt: null,
  role: 'member',
} as Project;

/** The project's thread had the latest word: two messages from Ada, unread. */
const threads: ThreadSummary[] = [
  {
    kind: 'project',
    id: 'p1',
    path: '/messages/project/p1',
    with: { id: 'ada', name: 'Ada' },
    title: 'Living room · Ada',
    last: { excerpt: 'Two concepts on the way.', author_id: 'ada', at: '2026-11-13T09:00:00.000Z' },
    unread: 2,
  },
];

function member(answers: {
  allowances: AllowanceSummary;
  reviews?: Review[];
  consultations?: ConsultationView[];
  projects?: Project[];
  threads?: ThreadSummary[];
}) {
  setSessionToken('session-token');
  return fakeApi(({ path }) => {
    if (path === 'allowances') return { body: answers.allowances };
    if (path === 'reviews') return { body: { reviews: answers.reviews ?? [] } };
    if (path === 'consultations') return { body: { bookings: answers.consultations ?? [] } };
    if (path === 'projects') return { body: { projects: answers.projects ?? [] } };
    if (path === 'threads') {
      const list = answers.threads ?? [];
      return { body: { threads: list, next: null, unread: list.reduce((sum, thread) => sum + thread.unread, 0) } };
    }
    return undefined;
  });
}

describe('the design services page', () => {
  it('lists the member’s reviews, consultations and projects with their messages, the newest activity first', async () => {
    member({ allowances: PLATINUM, reviews: [review], consultations: [consultation], projects: [project], threads });
    renderPage(<DesignServicesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Design services' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your design services, the latest first' });
    const items = within(list).getAllByTestId('activity');
    expect(items.map((item) => [item.dataset.kind, within(item).getByRole('heading').textContent])).toEqual([
      ['project', 'Dining · Grey Tones'],
      ['booking', '60 minutes with Dana'],
      ['review', 'Calm Walnut Bedroom'],
    ]);
    expect(within(items[0]!).getByRole('link', { name: '2 unread messages' }).getAttribute('href')).toBe('/messages/project/p1');
    expect(within(items[0]!).getByRole('link', { name: 'Dining · Grey Tones' }).getAttribute('href')).toBe('/projects/p1');
    expect(within(items[1]!).getByText(/^Your designer’s notes are in/)).toBeTruthy();
    expect(within(items[2]!).getByRole('link', { name: 'Calm Walnut Bedroom' }).getAttribute('href')).toBe('/UserBoard/b1#review');
    expect(screen.getByTestId('services-unread').textContent).toBe('2 unread messages');
    // What the plan has left, each with the way to start one: a Platinum member finds "Start a brief" here.
    const plan = await screen.findByRole('list', { name: 'Your plan’s services' });
    expect(within(plan).getByRole('link', { name: 'Start a brief' }).getAttribute('href')).toBe('/projects');
  });

  it('with nothing under way, leads to the services the plan includes, and to the plans for more', async () => {
    member({ allowances: GOLD });
    renderPage(<DesignServicesPage />);
    const empty = await screen.findByTestId('services-empty');
    expect(within(empty).getByText('Nothing under way yet')).toBeTruthy();
    const services = within(empty).getByRole('list', { name: 'Your plan’s services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Ask about a board', '/seeBoard'],
      ['Book a consultation', '/designers'],
    ]);
    expect(within(empty).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/#membership-title');
    expect(screen.queryByRole('list', { name: 'Your design services, the latest first' })).toBeNull();
  });
});
