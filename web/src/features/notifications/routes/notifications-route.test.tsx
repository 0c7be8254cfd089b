// @vitest-environment happy-dom
import type { Notification } from '@contracts/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { NotificationsBell } from '../components/notifications-bell';
import { NotificationsRoute } from './notifications-route';

// The bell's live count (a Firestore listener) faked at its module: the test pushes what it hears.
const live = vi.hoisted(() => ({ push: null as ((unread: number) => void) | null }));
vi.mock('../lib/unread-listener', () => ({
  listenToUnread: async (onUnread: (unread: number) => void) => {
    live.push = onUnread;
    return () => {
      live.push = null;
    };
  },
}));

const board = { id: 'board1', title: 'Calm Walnut Bedroom' };
const like = (id: string, read: boolean): Notification => ({
  id,
  kind: 'like',
  actor: { id: `fan-${id}`, name: `Fan ${id}` },
  board,
  created_at: '2026-11-20T10:00:00.000Z',
  read,
  link: '/UserBoard/board1',
});
const follow: Notification = {
  id: 'follow_bob',
  kind: 'follow',
  actor: { id: 'bob', name: 'Bob' },
  created_at: '2026-11-21T10:00:00.000Z',
  read: false,
  link: '/seeBoard/bob',
};

describe('the notifications page', () => {
  it('lists each notification as a link to its place, marks what it shows read, and loads more by cursor', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => {
      if (call.path === 'notifications?page_size=20') return { body: { notifications: [follow, like('like_1', true)], next: 'CURSOR' } };
      if (call.path === 'notifications?page_size=20&cursor=CURSOR') return { body: { notifications: [like('like_2', false)], next: null } };
      if (call.path === 'notifications/read') return { body: { unread: 0 } };
      return undefined;
    });
    const { user } = renderPage(<NotificationsRoute />);
    const bob = await screen.findByRole('link', { name: /Bob started following you/ });
    expect(bob.getAttribute('href')).toBe('/seeBoard/bob');
    expect(screen.getByRole('link', { name: /Fan like_1 liked your board “Calm Walnut Bedroom”/ }).getAttribute('href')).toBe(
      '/UserBoard/board1',
    );
    expect(screen.getAllByRole('img', { name: 'New' })).toHaveLength(1);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'notifications/read').map((call) => call.body)).toEqual([{ ids: ['follow_bob'] }]),
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Fan like_2 liked/ })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'notifications/read').map((call) => call.body)).toEqual([
        { ids: ['follow_bob'] },
        { ids: ['like_2'] },
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("words the member's own consultation as theirs: their consultation with the designer is booked", async () => {
    setSessionToken('session');
    const booked: Notification = {
      id: 'booking_b1_confirmed',
      kind: 'booking',
      actor: { id: 'aiko', name: 'Aiko' },
      subject: { id: 'b1', title: 'Consultation on Wed, Mar 4, 9:40 AM GMT' },
      status: 'confirmed',
      booking_id: 'b1',
      path: '/consultations',
      created_at: '2026-11-21T10:00:00.000Z',
      read: false,
      link: '/consultations',
    };
    fakeApi((call) => {
      if (call.path === 'notifications?page_size=20') return { body: { notifications: [booked], next: null } };
      if (call.path === 'notifications/read') return { body: { unread: 0 } };
      return undefined;
    });
    renderPage(<NotificationsRoute />);
    const link = await screen.findByRole('link', {
      name: /Your consultation with Aiko is booked: “Consultation on Wed, Mar 4, 9:40 AM GMT”/,
    });
    expect(link.getAttribute('href')).toBe('/consultations');
    expect(screen.queryByText(/confirmed/)).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    setSessionToken('session');
    fakeApi((call) => (call.path === 'notifications?page_size=20' ? { body: { notifications: [], next: null } } : undefined));
    renderPage(<NotificationsRoute />);
    expect(await screen.findByText('Nothing new yet')).toBeTruthy();
  });
});

describe('the bell', () => {
  it('names the unread count in its label and shows it in the badge', async () => {
    setSessionToken('session');
    let unread = 3;
    fakeApi((call) => (call.path === 'notifications/unread' ? { body: { unread } } : undefined));
    const first = renderPage(<NotificationsBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toBe('3');
    first.unmount();
    unread = 0;
    renderPage(<NotificationsBell />);
    await waitFor(() => expect(screen.getByRole('link').getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.getByRole('link').textContent).toBe('');
  });

  it('shows a new notification the moment the listener hears the count change, without asking again', async () => {
    setSessionToken('session');
    live.push = null;
    const calls = fakeApi((call) => (call.path === 'notifications/unread' ? { body: { unread: 0 } } : undefined));
    renderPage(<NotificationsBell />);
    // The listener starts once the page is used.
    fireEvent.pointerDown(window);
    await waitFor(() => expect(live.push).not.toBeNull());
    await waitFor(() => expect(calls.filter((call) => call.path === 'notifications/unread')).toHaveLength(1));
    act(() => live.push!(1));
    expect((await screen.findByRole('link', { name: 'Notifications, 1 unread' })).textContent).toBe('1');
    expect(calls.filter((call) => call.path === 'notifications/unread')).toHaveLength(1);
  });
});
