// @vitest-environment happy-dom
import type { Notification } from '@contracts/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { NotificationItem } from './notification-item';

const returned = {
  actor: { id: 'rex', name: 'Rex Hale' },
  released_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('a notification of work back in the queue', () => {
  it('names the designer who can no longer work on the review or project, linking to it', async () => {
    const review: Notification = {
      ...returned,
      id: 'review_r1_returned_1795168800000',
      kind: 'review',
      status: 'returned',
      subject: { id: 'r1', title: 'Calm Walnut Bedroom' },
      path: '/UserBoard/board1#review',
      read: false,
      link: '/UserBoard/board1#review',
    };
    const project: Notification = {
      ...returned,
      id: 'project_p1_returned_1795168800000',
      kind: 'project',
      project_id: 'p1',
      step: 'returned',
      path: '/projects/p1',
      read: true,
      link: '/projects/p1',
    };
    renderPage(
      <ul>
        <NotificationItem notification={review} fresh />
        <NotificationItem notification={project} fresh={false} />
      </ul>,
    );
    const reviewLink = screen.getByRole('link', {
      name: /Rex Hale can no longer review your board “Calm Walnut Bedroom”: it is back in the queue and another designer will take it/,
    });
    expect(reviewLink.getAttribute('href')).toBe('/UserBoard/board1#review');
    const projectLink = screen.getByRole('link', {
      name: /Rex Hale can no longer work on your design project: it is back in the queue and another designer will take it/,
    });
    expect(projectLink.getAttribute('href')).toBe('/projects/p1');
  });
});
