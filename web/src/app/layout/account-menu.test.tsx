// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../lib/session';
import { fakeApi, renderPage } from '../../testing/render-page';
import { AccountMenu, type AccountMenuProps } from './account-menu';
import { DesignServicesUnread } from './design-services-unread';
import { TopBar } from './top-bar';

// The menu with the profile loads when the test lets it: the top bar shows its stand-in menu until then.
const profileMenu = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  return { loaded, release };
});
vi.mock('./signed-in-menu', async (importOriginal) => {
  await profileMenu.loaded;
  return importOriginal();
});

/** The menu as a page holds it: open or closed. */
function Menu(props: Omit<AccountMenuProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return <AccountMenu {...props} open={open} onOpenChange={setOpen} />;
}

/** The member's conversations with designers: three messages unread over two of them. */
function threeUnread() {
  setSessionToken('session-token');
  const thread = (id: string, unread: number) => ({
    kind: 'review',
    id,
    path: `/messages/review/${id}`,
    with: { id: 'dee', name: 'Dee' },
    last: { excerpt: 'Hello', author_id: 'dee', at: '2026-11-20T10:00:00.000Z' },
    unread,
  });
  return fakeApi(({ path }) =>
    path === 'threads' ? { body: { threads: [thread('r1', 2), thread('r2', 1)], next: null, unread: 3 } } : undefined,
  );
}

describe('the account menu', () => {
  it('says who is signed in, in its trigger and at the head of the menu', async () => {
    const { user } = renderPage(<Menu initial="Petra" who={{ name: 'Petra Lind', email: 'petra@example.com' }} />);
    const trigger = screen.getByRole('button', { name: 'Account menu, signed in as Petra Lind' });
    expect(trigger.textContent).toContain('P');
    await user.click(trigger);
    expect(screen.getByTestId('signed-in-as').textContent).toBe('Signed in asPetra Lindpetra@example.com');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
  });

  it('shows no identity before the profile is known', async () => {
    const { user } = renderPage(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByTestId('signed-in-as')).toBeNull();
  });

  it('leads to Design services, with its unread messages, asked only once the menu is open', async () => {
    const calls = threeUnread();
    const { user } = renderPage(<Menu initial="Petra" servicesBadge={<DesignServicesUnread className="count" />} />);
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const entry = await screen.findByRole('menuitem', { name: 'Design services 3 unread' });
    expect(entry.getAttribute('href')).toBe('/design-services');
    expect(within(entry).getByTestId('design-services-unread').textContent).toBe('3 3 unread');
    expect(calls.map((call) => call.path)).toEqual(['threads']);
  });

  it('shows no count beside Design services when nothing is unread', async () => {
    setSessionToken('session-token');
    fakeApi(({ path }) => (path === 'threads' ? { body: { threads: [], next: null, unread: 0 } } : undefined));
    const { user } = renderPage(<Menu initial="Petra" servicesBadge={<DesignServicesUnread className="count" />} />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Design services' })).toBeTruthy();
    expect(screen.queryByTestId('design-services-unread')).toBeNull();
  });
});

describe('the top bar', () => {
  it('keeps an account menu opened before the profile loads open once the profile fills it', async () => {
    setSessionToken('session-token');
    fakeApi(({ path }) =>
      path === 'get-profile'
        ? { body: { firstName: 'Petra', lastName: 'Lind', userName: 'petra', email: 'petra@example.com' } }
        : undefined,
    );
    const { user } = renderPage(<TopBar />);
    const [wide] = await screen.findAllByRole('button', { name: 'Account menu' });
    await user.click(wide!);
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
    profileMenu.release();
    expect((await screen.findByTestId('signed-in-as')).textContent).toBe('Signed in asPetra Lindpetra@example.com');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });
});

describe('the phone menu', () => {
  it('has Design services for a signed-in member, with its unread messages', async () => {
    threeUnread();
    const { user } = renderPage(<TopBar />);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const phoneMenu = screen.getByRole('navigation', { name: 'Mobile' });
    const entry = await within(phoneMenu).findByRole('link', { name: 'Design services 3 unread' });
    expect(entry.getAttribute('href')).toBe('/design-services');
  });

  it('has no Design services for a visitor', async () => {
    fakeApi(() => undefined);
    const { user } = renderPage(<TopBar />);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).queryByRole('link', { name: /Design services/ })).toBeNull();
  });
});
