// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, errorOf, fakeApi, renderPage } from '../../../testing/render-page';
import { DesignForRoomboardRoute } from './design-for-roomboard-route';

const APPLICATION = {
  id: 'app1',
  status: 'pending',
  name: 'Maya Ito',
  bio: 'Small flats.',
  styles: ['Natural Tones'],
  time_zone: 'Europe/Berlin',
  meeting_url: 'https://meet.example/maya',
  portfolio: [],
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  reason: null,
};

const mine = (overrides: object = {}) => ({ application: null, email_verified: true, designer: false, ...overrides });

describe('the Design for Roomboard page', () => {
  it('shows a visitor the pitch, the rates and Sign in to apply', async () => {
    fakeApi(() => undefined);
    renderPage(<DesignForRoomboardRoute />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Design for Roomboard');
    const rates = screen.getByRole('table', { name: 'Designer rates' });
    expect(
      within(rates)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['A board review$15', 'A 30-minute consultation$25', 'A 60-minute consultation$45', 'A design project$150']);
    expect(
      screen.getByText('A review you claim is due within 48 hours, a project within 7 days; late work may be given to another designer.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to apply' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form', { name: 'Designer application' })).toBeNull();
  });

  it('shows the rates in force when the operator set others', async () => {
    fakeApi((call) =>
      call.path === 'designer-rates' ? { body: { review: 1750, consultation: { 30: 2500, 60: 5000 }, project: 20000 } } : undefined,
    );
    renderPage(<DesignForRoomboardRoute />);
    const rates = screen.getByRole('table', { name: 'Designer rates' });
    await within(rates).findByText('$17.50');
    expect(
      within(rates)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['A board review$17.50', 'A 30-minute consultation$25', 'A 60-minute consultation$50', 'A design project$200']);
  });

  it('tells a member without a verified address to verify it, and shows no form', async () => {
    setSessionToken('member-session');
    fakeApi((call) => (call.path === 'designer-applications/mine' ? { body: mine({ email_verified: false }) } : undefined));
    renderPage(<DesignForRoomboardRoute verifyAction={<button type="button">Resend the link</button>} />);
    expect(await screen.findByText('Verify your e-mail address before you apply: open the link in the e-mail we sent you.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend the link' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Designer application' })).toBeNull();
  });

  it('shows a pending application and no form; an approved one links to the workspace', async () => {
    setSessionToken('member-session');
    let answer = mine({ application: APPLICATION });
    fakeApi((call) => (call.path === 'designer-applications/mine' ? { body: answer } : undefined));
    const { unmount } = renderPage(<DesignForRoomboardRoute />);
    await screen.findByText('Your application is waiting for review');
    expect(screen.getByRole('status').textContent).toBe(
      'Your application is waiting for reviewSent on November 20, 2026. We will e-mail you once it is decided.',
    );
    expect(screen.queryByRole('form', { name: 'Designer application' })).toBeNull();
    unmount();

    answer = mine({ application: { ...APPLICATION, status: 'approved', decided_at: '2026-11-22T10:00:00.000Z' }, designer: true });
    renderPage(<DesignForRoomboardRoute />);
    expect(await screen.findByText('Your application was approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your workspace' }).getAttribute('href')).toBe('/designer');
  });

  it('shows a declined application with its reason, and the form to apply again', async () => {
    setSessionToken('member-session');
    const declined = { ...APPLICATION, status: 'declined', reason: 'Show us finished rooms.', decided_at: '2026-11-22T10:00:00.000Z' };
    fakeApi((call) => (call.path === 'designer-applications/mine' ? { body: mine({ application: declined }) } : undefined));
    renderPage(<DesignForRoomboardRoute />);
    expect(await screen.findByText('Your application was not approved')).toBeTruthy();
    expect(screen.getByText('Show us finished rooms.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Designer application' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Maya Ito');
  });

  it('checks the form with exact messages, uploads pictures as files, and sends the application', async () => {
    setSessionToken('member-session');
    let answer = mine();
    let uploads = 0;
    const calls = fakeApi((call) => {
      if (call.path === 'designer-applications/mine') return { body: answer };
      if (call.method === 'POST' && call.path === 'designer-applications/pictures') {
        uploads += 1;
        const path = `portfolio/${String(uploads).repeat(32)}.jpg`;
        return { body: { path, url: `/api/files/${path}` } };
      }
      if (call.method === 'POST' && call.path === 'designer-applications') {
        answer = mine({ application: APPLICATION });
        return { status: 201, body: APPLICATION };
      }
      return undefined;
    });
    const { user } = renderPage(<DesignForRoomboardRoute />);
    const form = await screen.findByRole('form', { name: 'Designer application' });
    await user.click(within(form).getByRole('button', { name: 'Send my application' }));
    expect(errorOf('Name')).toBe('Enter your name.');
    expect(errorOf('Bio')).toBe('Tell us about your work.');
    expect(errorOf('Meeting link')).toBe('Enter the https link of your meeting room.');
    expect(within(form).getByText('Choose at least one style.')).toBeTruthy();
    expect(within(form).getByText('Add 3 to 6 portfolio pictures.')).toBeTruthy();
    expect(within(form).getByText('Accept the designer terms and rates to apply.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'Maya Ito');
    await user.type(within(form).getByLabelText('Bio'), 'Small flats, warm woods.');
    await user.click(within(form).getByLabelText('Natural Tones'));
    await user.type(within(form).getByLabelText('Meeting link'), 'https://meet.example/maya');
    const files = ['one.jpg', 'two.jpg', 'three.jpg'].map((name) => new File(['jpeg'], name, { type: 'image/jpeg' }));
    await user.upload(within(form).getByLabelText('Upload pictures'), files);
    const chosen = await within(form).findByRole('list', { name: 'Chosen pictures' });
    await within(chosen).findByAltText('three.jpg');
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['one.jpg', 'two.jpg', 'three.jpg']);
    await user.click(within(form).getByLabelText('I accept the designer terms and the rates above.'));
    await user.click(within(form).getByRole('button', { name: 'Send my application' }));

    expect(await screen.findByText('Your application is waiting for review')).toBeTruthy();
    expect(alerts()).toContain('Thank you. Your application is waiting for review; we will e-mail you once it is decided.');
    const sent = calls.find((call) => call.method === 'POST' && call.path === 'designer-applications');
    expect(sent?.body).toEqual({
      name: 'Maya Ito',
      bio: 'Small flats, warm woods.',
      styles: ['Natural Tones'],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      meetingUrl: 'https://meet.example/maya',
      portfolio: [1, 2, 3].map((n) => ({ kind: 'upload', path: `portfolio/${String(n).repeat(32)}.jpg` })),
      acceptTerms: true,
    });
    expect(calls.filter((call) => call.path === 'designer-applications/pictures')).toHaveLength(3);
  });

  it('takes pictures from the member’s public boards, and keeps the form with the server’s 409 message', async () => {
    setSessionToken('member-session');
    const board = (id: string, visibility: string) => ({ id, title: `Board ${id}`, image_url: `/api/boards/${id}/image`, visibility });
    const calls = fakeApi((call) => {
      if (call.path === 'designer-applications/mine') return { body: mine() };
      if (call.path === 'get_products_by_email/?page=1&page_size=24')
        return {
          body: { boards: [board('b1', 'public'), board('b2', 'private'), board('b3', 'public'), board('b4', 'public')], next: null },
        };
      if (call.method === 'POST' && call.path === 'designer-applications')
        return {
          status: 409,
          body: { error: 'You already have an application waiting for review. We will e-mail you once it is decided.' },
        };
      return undefined;
    });
    const { user } = renderPage(<DesignForRoomboardRoute />);
    const form = await screen.findByRole('form', { name: 'Designer application' });
    await user.type(within(form).getByLabelText('Name'), 'Maya Ito');
    await user.type(within(form).getByLabelText('Bio'), 'Small flats.');
    await user.click(within(form).getByLabelText('Light Tones'));
    await user.type(within(form).getByLabelText('Meeting link'), 'https://meet.example/maya');
    await user.click(within(form).getByLabelText('I accept the designer terms and the rates above.'));
    await user.click(within(form).getByRole('button', { name: 'Choose from my public boards' }));
    const boards = await within(form).findByRole('list', { name: 'Your public boards' });
    expect(
      within(boards)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Board b1', 'Board b3', 'Board b4']);
    for (const name of ['Board b1', 'Board b3', 'Board b4']) await user.click(within(boards).getByRole('button', { name }));
    expect(within(boards).getByRole('button', { name: 'Board b1' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Send my application' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You already have an application waiting for review. We will e-mail you once it is decided.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      portfolio: ['b1', 'b3', 'b4'].map((boardId) => ({ kind: 'board', boardId })),
    });
  });
});
