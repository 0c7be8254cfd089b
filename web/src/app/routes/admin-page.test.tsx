// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../lib/session';
import { fakeApi, renderPage } from '../../testing/render-page';
import { AdminPage } from './admin-page';

describe('the admin page', () => {
  it('lists its sections with the figures first and the service section in place of late reviews', async () => {
    setSessionToken('admin-session');
    fakeApi((call) => {
      if (call.path === 'admin/queue') return { body: { reported: [], recent: [] } };
      return undefined;
    });
    renderPage(<AdminPage />);
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(labels[0]).toEqual(['Figures', '#figures']);
    expect(labels).toContainEqual(['Service', '#service']);
    expect(labels.map(([label]) => label)).not.toContain('Late reviews');
  });
});
