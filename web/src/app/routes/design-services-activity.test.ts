import type { ConsultationView } from '@contracts/consultations';
import type { ThreadSummary } from '@contracts/messages';
import type { Review } from '@contracts/reviews';
import { describe, expect, it } from 'vitest';
import { designServicesActivity } from './design-services-activity';

const NOW = new Date('2026-11-20T12:00:00.000Z');

const consultation = (id: string, start: string, status: ConsultationView['status'] = 'confirmed') =>
  ({
    id,
    designerName: 'Dana',
    minutes: 30,
    status,
    start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    notes: null,
  }) as ConsultationView;
const review = (id: string, askedAt: string) =>
  ({
    id,
    boardId: `board-${id}`,
    boardTitle: `Board ${id}`,
    pictureUrl: null,
    status: 'open',
    askedAt,
    claimedAt: null,
    deliveredAt: null,
    reply: null,
  }) as unknown as Review;
const thread = (kind: ThreadSummary['kind'], id: string, at: string, unread = 0): ThreadSummary => ({
  kind,
  id,
  path: `/messages/${kind}/${id}`,
  with: { id: 'dana', name: 'Dana' },
  title: 'Living room · Dana',
  last: { excerpt: 'Hello', author_id: 'dana', at },
  unread,
});

describe('the design services, newest activity first', () => {
  it('puts consultations still to come first, the soonest first, then the rest by their latest step or message', () => {
    const items = designServicesActivity(
      {
        reviews: [review('old', '2026-11-01T10:00:00.000Z'), review('new', '2026-11-18T10:00:00.000Z')],
        consultations: [
          consultation('later', '2026-11-25T10:00:00.000Z'),
          consultation('soon', '2026-11-21T10:00:00.000Z'),
          consultation('past', '2026-11-10T10:00:00.000Z'),
        ],
        projects: [],
        // The old review's conversation moved last; a conversation of something not listed stands alone.
        threads: [thread('review', 'old', '2026-11-19T10:00:00.000Z', 3), thread('booking', 'gone', '2026-11-05T10:00:00.000Z')],
      },
      NOW,
    );
    expect(items.map((item) => [item.key, item.status])).toEqual([
      ['consultation-soon', 'Booked'],
      ['consultation-later', 'Booked'],
      ['review-old', 'Waiting for a designer'],
      ['review-new', 'Waiting for a designer'],
      ['consultation-past', 'Done'],
      ['thread-booking-gone', 'Hello'],
    ]);
    expect(items[2]!.thread).toEqual({ path: '/messages/review/old', unread: 3, excerpt: 'Hello' });
    expect(items[5]).toMatchObject({ title: 'Conversation with Dana', to: '/messages/booking/gone', kindLabel: 'Consultation' });
  });

  it('says a cancelled consultation is cancelled, not to come, and never later than now', () => {
    const [item] = designServicesActivity(
      { reviews: [], consultations: [consultation('off', '2026-11-22T10:00:00.000Z', 'cancelled')], projects: [], threads: [] },
      NOW,
    );
    expect(item).toMatchObject({ status: 'Cancelled', upcoming: null, at: NOW.toISOString() });
  });
});
