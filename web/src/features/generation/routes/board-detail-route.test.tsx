// @vitest-environment happy-dom
import type { Generation } from '@contracts/generation';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, navigatedTo, renderPage } from '../../../testing/render-page';
import { generationKey } from '../api/get-generation';
import { BoardDetailRoute } from './board-detail-route';

const GENERATION: Generation = {
  id: 'g1',
  function_name: 'Sleep',
  size: 'Queen Size',
  style: 'Natural Tones',
  products: [],
  background_removed_images: ['/blobs/cutout-1.png'],
  generated_title: 'Warm Natural Sleep Retreat',
  description: { main_title: 'A calm bedroom', description: 'Linen and oak.' },
  hex_code: '#556B2F',
  palette: [{ hex: '#556B2F', name: 'Olive' }],
  image_url: null,
  status: 'done',
  createdAt: '2026-11-23T10:00:00.000Z',
};

const at = { path: '/BoardDetail', search: '?id=g1' };

describe('the generated board screen', () => {
  it('paints the room once, however often the page mounts, and the cached board then has its picture', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => {
      if (call.path === 'generations/g1') return { body: GENERATION };
      if (call.path === 'generate-image') return { body: { image_url: '/blobs/g1.jpg' } };
      return undefined;
    });
    const { client } = renderPage(
      <StrictMode>
        <BoardDetailRoute />
      </StrictMode>,
      { at },
    );
    const picture = await screen.findByRole('img', { name: 'Room picture: Warm Natural Sleep Retreat' });
    expect(picture.getAttribute('src')).toBe('/blobs/g1.jpg');
    expect(calls.filter((call) => call.path === 'generate-image')).toEqual([
      { method: 'POST', path: 'generate-image', body: { generationId: 'g1' }, authorization: 'Bearer session' },
    ]);
    expect(calls.filter((call) => call.path === 'generations/g1')).toHaveLength(1);
    expect(client.getQueryData<Generation>(generationKey('g1'))?.image_url).toBe('/blobs/g1.jpg');
  });

  it("shows a failed picture as 'Error: ' and the message, and Try again asks once more", async () => {
    setSessionToken('session');
    let painted = false;
    const calls = fakeApi((call) => {
      if (call.path === 'generations/g1') return { body: GENERATION };
      if (call.path === 'generate-image')
        return painted ? { body: { image_url: '/blobs/g1.jpg' } } : { status: 502, body: { error: 'The image service is busy.' } };
      return undefined;
    });
    const { user } = renderPage(<BoardDetailRoute />, { at });
    expect(await screen.findByText('Error: The image service is busy.')).toBeTruthy();
    painted = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('img', { name: 'Room picture: Warm Natural Sleep Retreat' });
    expect(calls.filter((call) => call.path === 'generate-image')).toHaveLength(2);
  });

  it("sends a visitor who is not signed in home with 'Please Login.'", async () => {
    fakeApi(() => ({ status: 401, body: { error: 'Please log in.', code: 'unauthenticated' } }));
    renderPage(<BoardDetailRoute />, { at });
    await waitFor(() => expect(navigatedTo()).toBe('/'));
    expect(alerts()).toEqual(['Please Login.']);
  });
});
