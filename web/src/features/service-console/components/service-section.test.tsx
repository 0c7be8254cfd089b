// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, navigatedTo, renderPage } from '../../../testing/render-page';
import { ServiceSection } from './service-section';

const LATE = {
  kind: 'review',
  id: 'r1',
  title: 'Sunny den',
  memberUid: 'maya',
  memberName: 'Maya',
  status: 'claimed',
  designerUid: 'ines',
  designerName: 'Inês Duarte',
  since: '2026-11-25T10:00:00.000Z',
  dueAt: '2026-11-27T10:00:00.000Z',
  late: 'overdue',
};
const DESIGNERS = [
  { uid: 'ines', name: 'Inês Duarte' },
  { uid: 'aki', name: 'Aki Sato' },
];
const CARDS = {
  designers: [
    {
      uid: 'aki',
      name: 'Aki Sato',
      reviewsDelivered: 12,
      consultationsHeld: 4,
      projectsClosed: 1,
      onTimePercent: 92,
      ratingAverage: 4.75,
      ratingCount: 8,
      earningsCents: 47500,
    },
    {
      uid: 'ines',
      name: 'Inês Duarte',
      reviewsDelivered: 0,
      consultationsHeld: 0,
      projectsClosed: 0,
      onTimePercent: null,
      ratingAverage: null,
      ratingCount: 0,
      earningsCents: null,
    },
  ],
};

describe("the admin page's Service section", () => {
  it('reassigns late work to a chosen designer, naming who held it, and the list follows', async () => {
    setSessionToken('admin-session');
    let work = [LATE];
    const calls = fakeApi((call) => {
      if (call.path === 'admin/service') return { body: { work, designers: DESIGNERS } };
      if (call.path === 'admin/scorecards') return { body: CARDS };
      if (call.method === 'POST' && call.path === 'admin/reviews/r1/reassign') {
        work = [];
        return { body: { kind: 'review', id: 'r1', status: 'claimed', designerUid: 'aki', dueAt: '2026-11-30T10:00:00.000Z' } };
      }
      return undefined;
    });
    const { user } = renderPage(<ServiceSection />);
    const list = await screen.findByRole('list', { name: 'Late work' });
    expect(within(list).getByText('Sunny den')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reassign Sunny den' }));
    const dialog = screen.getByRole('dialog', { name: 'Reassign Sunny den' });
    // The holder is not offered; the queue is, first.
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Back to the queue', 'Aki Sato']);
    await user.selectOptions(within(dialog).getByLabelText('Give it to'), 'aki');
    await user.type(within(dialog).getByLabelText('Why (kept in the audit log, optional)'), 'Inês is away.');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Every review and project is on time.')).toBeTruthy();
    expect(alerts()).toEqual(['Sunny den now goes to Aki Sato.']);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: 'admin/reviews/r1/reassign',
      body: { designerUid: 'aki', fromDesignerUid: 'ines', reason: 'Inês is away.' },
    });
  });

  it('keeps the dialog open with the server’s 409 when the work moved on', async () => {
    setSessionToken('admin-session');
    fakeApi((call) => {
      if (call.path === 'admin/service') return { body: { work: [LATE], designers: DESIGNERS } };
      if (call.path === 'admin/scorecards') return { body: CARDS };
      if (call.method === 'POST')
        return { status: 409, body: { error: 'This work has moved on since you saw it. Reload the list and choose again.' } };
      return undefined;
    });
    const { user } = renderPage(<ServiceSection />);
    await user.click(await screen.findByRole('button', { name: 'Reassign Sunny den' }));
    await user.click(screen.getByRole('button', { name: 'Reassign' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This work has moved on since you saw it. Reload the list and choose again.',
    );
  });

  it('shows each designer’s scorecard', async () => {
    setSessionToken('admin-session');
    fakeApi((call) => {
      if (call.path === 'admin/service') return { body: { work: [], designers: DESIGNERS } };
      if (call.path === 'admin/scorecards') return { body: CARDS };
      return undefined;
    });
    renderPage(<ServiceSection />);
    const table = await screen.findByRole('table', { name: 'Designer scorecards' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Designer', 'Reviews delivered', 'Consultations held', 'Projects closed', 'On time', 'Rating', 'Earnings'],
      ['Aki Sato', '12', '4', '1', '92%', '4.8 (8)', '$475.00'],
      ['Inês Duarte', '0', '0', '0', '—', '—', '—'],
    ]);
  });

  it('finds a member by address and opens their page, or says none signs in with it', async () => {
    setSessionToken('admin-session');
    fakeApi((call) => {
      if (call.path === 'admin/service') return { body: { work: [], designers: DESIGNERS } };
      if (call.path === 'admin/scorecards') return { body: CARDS };
      if (call.path === 'admin/members?email=maya%40example.com') return { body: { uid: 'maya', email: 'maya@example.com' } };
      if (call.path.startsWith('admin/members?email='))
        return { status: 404, body: { error: 'No member signs in with this e-mail address.' } };
      return undefined;
    });
    const { user } = renderPage(<ServiceSection />);
    const search = await screen.findByRole('search', { name: 'Find a member' });
    await user.type(within(search).getByLabelText('Member’s e-mail'), 'nobody@example.com');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    expect(await within(search).findByText('No member signs in with this e-mail address.')).toBeTruthy();
    await user.clear(within(search).getByLabelText('Member’s e-mail'));
    await user.type(within(search).getByLabelText('Member’s e-mail'), 'maya@example.com');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    await screen.findByTestId('elsewhere');
    expect(navigatedTo()).toBe('/admin/members/maya');
  });
});
