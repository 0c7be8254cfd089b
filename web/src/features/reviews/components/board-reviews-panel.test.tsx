// @vitest-environment happy-dom
import type { Review } from '@contracts/reviews';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { BoardReviewsPanel } from './board-reviews-panel';

const USED =
  "You have used this period's board review: Basic includes 1 board review a month. It renews on December 1, 2026. Gold includes 3 board reviews a month.";

const delivered: Review = {
  id: 'r1',
  boardId: 'b1',
  boardTitle: 'Calm Walnut Bedroom',
  pictureUrl: '/api/boards/b1/image?key=k',
  question: 'Is the rug right?',
  askedAt: '2026-11-20T10:00:00.000Z',
  memberName: 'Ann',
  status: 'delivered',
  designerUid: 'dee',
  designerName: 'Dee',
  claimedAt: '2026-11-20T11:00:00.000Z',
  dueAt: null,
  deliveredAt: '2026-11-21T10:00:00.000Z',
  board: {
    functionName: 'Sleep',
    items: [
      { id: 'p1', title: 'Oat Rug', image: null, price: 100, width: 200, length: 140, kind: 'rug', mount: 'rug' },
      { id: 'p2', title: 'Maple Bed', image: null, price: 900, width: 160, length: 210, kind: 'bed', mount: 'floor' },
    ],
    layout: null,
  },
  notes: [{ target: 'picture', x: 0.25, y: 0.5, text: 'A warmer lamp here.' }],
  swaps: [
    {
      fromProductId: 'p1',
      toProductId: 'p3',
      reason: 'Wool is warmer.',
      from: { id: 'p1', title: 'Oat Rug', image: null, price: 100 },
      to: { id: 'p3', title: 'Wool Rug', image: null, price: 200 },
      accepted: false,
    },
  ],
  summary: 'A **good** start.',
  deliveries: [],
  revisionStart: null,
  reply: null,
  rating: null,
  isMember: true,
};
delivered.deliveries = [
  { revision: false, deliveredAt: delivered.deliveredAt, notes: delivered.notes, swaps: delivered.swaps, summary: 'A **good** start.' },
];

describe('the board page’s designer reviews', () => {
  it('counts the question’s characters and shows the allowance message with the plans, not a bare 403', async () => {
    setSessionToken('session');
    fakeApi((call) => {
      if (call.path === 'boards/b1/reviews' && call.method === 'GET') return { body: { reviews: [] } };
      if (call.path === 'boards/b1/reviews') return { status: 403, body: { error: USED, code: 'allowance-used' } };
      return undefined;
    });
    const { user } = renderPage(<BoardReviewsPanel boardId="b1" editProducts={vi.fn()} />);
    await user.type(await screen.findByLabelText('Your question'), 'Rug?');
    expect(screen.getByText('4 / 1,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ask a designer' }));
    const alert = await screen.findByText(USED, { exact: false });
    expect(alert.closest('[role="alert"]')?.querySelector('a')?.getAttribute('href')).toBe('/OurClients');
    expect(screen.queryByText('You are not authorized to perform this task')).toBeNull();
  });

  it('shows the pins, notes and swap; accepting edits the board’s products first, then records the swap', async () => {
    setSessionToken('session');
    let stored = delivered;
    const calls = fakeApi((call) => {
      if (call.path === 'boards/b1/reviews') return { body: { reviews: [stored] } };
      if (call.path === 'reviews/r1/swaps/0/accept') {
        const swaps = [{ ...delivered.swaps[0]!, accepted: true }];
        stored = { ...delivered, swaps, deliveries: [{ ...delivered.deliveries[0]!, swaps }] };
        return { body: stored };
      }
      return undefined;
    });
    const editProducts = vi.fn(async () => undefined);
    const { user } = renderPage(<BoardReviewsPanel boardId="b1" editProducts={editProducts} />);
    expect(await screen.findByText('A warmer lamp here.')).toBeTruthy();
    expect(screen.queryByLabelText('Your question')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept this swap' }));
    await waitFor(() => expect(editProducts).toHaveBeenCalledWith(['p3', 'p2']));
    expect(await screen.findByText('Accepted: the board has it now.')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST reviews/r1/swaps/0/accept');
  });

  it('shows a revised review’s revision on top and the first review below it, each with its notes and swaps', async () => {
    setSessionToken('session');
    const first = { ...delivered.deliveries[0]!, swaps: [{ ...delivered.swaps[0]!, accepted: true }] };
    const adding = {
      toProductId: 'p4',
      reason: 'Light to read by.',
      from: null,
      to: { id: 'p4', title: 'Brass Lamp', image: null, price: 80 },
    };
    const revision = {
      revision: true,
      deliveredAt: '2026-11-22T10:00:00.000Z',
      notes: [{ target: 'picture' as const, x: 0.75, y: 0.5, text: 'A lamp on the nightstand.' }],
      swaps: [{ ...adding, accepted: false }],
      summary: 'Now with **light**.',
    };
    const revised: Review = {
      ...delivered,
      status: 'revised',
      reply: { text: 'Something to read by?', at: '2026-11-21T12:00:00.000Z' },
      notes: revision.notes,
      swaps: revision.swaps,
      summary: revision.summary,
      deliveries: [revision, first],
    };
    fakeApi((call) => (call.path === 'boards/b1/reviews' ? { body: { reviews: [revised] } } : undefined));
    const editProducts = vi.fn(async () => undefined);
    const { user } = renderPage(<BoardReviewsPanel boardId="b1" editProducts={editProducts} />);
    const top = await screen.findByRole('region', { name: 'Revision' });
    const below = screen.getByRole('region', { name: 'First review' });
    expect(top.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(top.textContent).toContain('A lamp on the nightstand.');
    expect(below.textContent).toContain('A warmer lamp here.');
    expect(below.textContent).toContain('Accepted: the board has it now.');
    expect(screen.getByText('Something to read by?')).toBeTruthy();
    // Only the newest delivery's suggestions are offered; adding puts the product beside the others.
    expect(below.querySelector('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add it to my board' }));
    await waitFor(() => expect(editProducts).toHaveBeenCalledWith(['p1', 'p2', 'p4']));
  });
});
