// @vitest-environment happy-dom
import type { QueueItem } from '@contracts/reviews';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { ReviewQueueSection } from './review-queue-section';

const request = (id: string, question: string): QueueItem => ({
  id,
  boardId: `board-${id}`,
  boardTitle: `Board ${id}`,
  pictureUrl: null,
  question,
  askedAt: '2026-11-20T10:00:00.000Z',
  memberName: 'Ann B.',
});

/** The workspace's tabs: the queue leaves the screen and comes back. */
function Tabs() {
  const [queue, setQueue] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setQueue((shown) => !shown)}>
        Switch tabs
      </button>
      {queue ? <ReviewQueueSection /> : null}
    </>
  );
}

describe('the designer’s review queue', () => {
  it('shows a request asked since the last visit as soon as the queue opens again', async () => {
    setSessionToken('session');
    const queue = [request('r1', 'Is the rug right?')];
    fakeApi((call) => (call.path === 'designer/queue' ? { body: { items: [...queue], next: null } } : undefined));
    const { user } = renderPage(<Tabs />);
    await screen.findByText('Is the rug right?');

    queue.push(request('r2', 'Which lamp is warmer?'));
    await user.click(screen.getByRole('button', { name: 'Switch tabs' }));
    await user.click(screen.getByRole('button', { name: 'Switch tabs' }));
    await screen.findByText('Which lamp is warmer?');
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(2);
  });
});
