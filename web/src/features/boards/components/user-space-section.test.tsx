// @vitest-environment happy-dom
import type { UnsavedGenerations } from '@contracts/generation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { UserSpaceSection } from './user-space-section';

const UNSAVED: UnsavedGenerations = {
  generations: [
    {
      id: 'g7',
      generated_title: 'A Quiet Oak Bedroom',
      function_name: 'Sleep',
      size: 'King Size',
      style: 'Light Tones',
      image_url: '/api/generations/g7/image?key=k',
      productCount: 3,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'g8',
      generated_title: '',
      function_name: 'Dining',
      size: 'S Table',
      style: 'Color Pop',
      image_url: null,
      productCount: 2,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
};

function myBoardsApi(unsaved: UnsavedGenerations) {
  return fakeApi((call) => {
    if (call.path === 'unsaved-generations') return { body: unsaved };
    if (call.path.startsWith('get_products_by_email/')) return { body: { boards: [], next: null } };
    return undefined;
  });
}

describe('My Boards', () => {
  it('names the board just saved, with a link to it', async () => {
    setSessionToken('session');
    myBoardsApi({ generations: [] });
    renderPage(<UserSpaceSection name="Ann" />, { at: { path: '/seeBoard', state: { saved: { id: 'b1', title: 'Calm bedroom' } } } });
    const notice = await screen.findByTestId('saved-notice');
    expect(within(notice).getByText('“Calm bedroom” is saved in My Boards.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Open board' }).getAttribute('href')).toBe('/UserBoard/b1');
  });

  it("shows the boards made and not saved in a 'Not saved yet' strip, each leading back to its board screen", async () => {
    setSessionToken('session');
    myBoardsApi(UNSAVED);
    renderPage(<UserSpaceSection name="Ann" />, { at: { path: '/seeBoard' } });
    const strip = await screen.findByRole('region', { name: 'Not saved yet' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/BoardDetail?id=g7', '/BoardDetail?id=g8']);
    expect(links[0]?.textContent).toContain('A Quiet Oak Bedroom');
    expect(links[1]?.textContent).toContain('Dining Room');
    expect(screen.queryByTestId('saved-notice')).toBeNull();
  });

  it('shows no strip when every board was saved', async () => {
    setSessionToken('session');
    const calls = myBoardsApi({ generations: [] });
    renderPage(<UserSpaceSection name="Ann" />, { at: { path: '/seeBoard' } });
    await screen.findByText('Your space is empty. Make a board and save it to see it here.');
    expect(calls.map((call) => call.path)).toContain('unsaved-generations');
    expect(screen.queryByRole('region', { name: 'Not saved yet' })).toBeNull();
  });
});
