// @vitest-environment happy-dom
import type { Generation } from '@contracts/generation';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, navigatedTo, renderPage } from '../../../testing/render-page';
import { BoardSaveScreen } from './board-save-screen';

const GENERATION: Generation = {
  id: 'g1',
  function_name: 'Sleep',
  size: 'Queen Size',
  style: 'Natural Tones',
  products: [],
  background_removed_images: [],
  generated_title: 'Calm bedroom',
  description: { main_title: 'A bedroom', description: 'Oak and linen.' },
  hex_code: '#AA8866',
  palette: [],
  image_url: '/api/generations/g1/image?key=k',
  status: 'done',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('the board-save screen', () => {
  it('asks who may see the board, public by default, and saves what the user chose', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => (call.path === 'save-products/' ? { status: 201, body: { id: 'b1' } } : undefined));
    const { user } = renderPage(<BoardSaveScreen id="g1" loaded={{ state: 'ready', generation: GENERATION }} />);
    expect(screen.getByRole('group', { name: 'Who can see this board?' })).toBeTruthy();
    expect([radio(/^Public/).checked, radio(/^Private/).checked]).toEqual([true, false]);
    await user.click(radio(/^Private/));
    expect([radio(/^Public/).checked, radio(/^Private/).checked]).toEqual([false, true]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/seeBoard'));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', 'save-products/', [{ generationId: 'g1', visibility: 'private' }]],
    ]);
  });

  it('saves a board public when the user leaves the choice alone', async () => {
    setSessionToken('session');
    const calls = fakeApi(() => ({ status: 201, body: { id: 'b2' } }));
    const { user } = renderPage(<BoardSaveScreen id="g1" loaded={{ state: 'ready', generation: GENERATION }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/seeBoard'));
    expect(calls[0]?.body).toEqual([{ generationId: 'g1', visibility: 'public' }]);
  });

  it("shows a failed save as 'The board could not be saved: ' and the server's message, and stays", async () => {
    setSessionToken('session');
    fakeApi(() => ({ status: 500, body: { error: 'Something went wrong on our side. Please try again.' } }));
    const { user } = renderPage(<BoardSaveScreen id="g1" loaded={{ state: 'ready', generation: GENERATION }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toContain('The board could not be saved: Something went wrong on our side. Please try again.'));
    expect(navigatedTo()).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it("shows 'Saving...' on a disabled button while the save is under way", async () => {
    setSessionToken('session');
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    fakeApi(() => ({ status: 201, body: { id: 'b3' } }));
    const fetchNow = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      await slow;
      return fetchNow(input, init);
    };
    try {
      const { user } = renderPage(<BoardSaveScreen id="g1" loaded={{ state: 'ready', generation: GENERATION }} />);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const busy = screen.getByRole('button', { name: 'Saving...' });
      expect(busy).toHaveProperty('disabled', true);
      release();
      await waitFor(() => expect(navigatedTo()).toBe('/seeBoard'));
    } finally {
      globalThis.fetch = fetchNow;
    }
  });
});
