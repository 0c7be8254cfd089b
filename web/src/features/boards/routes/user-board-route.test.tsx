// @vitest-environment happy-dom
import type { Board } from '@contracts/boards';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, navigatedTo, renderPage } from '../../../testing/render-page';
import { boardKeys } from '../api/board-keys';
import { boardHeading } from '../../../lib/board-presentation';
import { UserBoardRoute } from './user-board-route';

const BOARD: Board = {
  id: 'b1',
  image_url: '/blobs/b1.jpg',
  title: 'Sofa, Lamp',
  generated_title: 'Warm evening lounge',
  description: { main_title: 'A lounge', description: 'Soft light and a deep sofa.' },
  background_removed_images: [],
  hex_code: '#AA8866',
  palette: [{ hex: '#AA8866', name: 'Camel' }],
  width: '200',
  height: '80',
  items: [],
  function_name: 'Entertainment',
  timestamp: '2026-11-20T10:00:00.000Z',
  date: '2026-11-20',
  visibility: 'private',
  owner: { name: 'Ada' },
  isOwner: true,
  layout: null,
};

const at = { route: '/UserBoard/:id' };

describe("a board's owner actions", () => {
  it('makes the board public: the switch shows the answer and the board lists are asked again', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => {
      if (call.path === 'boards/b1' && call.method === 'GET') return { body: BOARD };
      if (call.path === 'boards/b1' && call.method === 'PATCH') return { body: { ...BOARD, visibility: 'public' } };
      return undefined;
    });
    const { user, client } = renderPage(<UserBoardRoute />, { at: { ...at, path: '/UserBoard/b1' } });
    client.setQueryData(boardKeys.list('gallery'), { pages: [], pageParams: [] });
    const toggle = await screen.findByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    expect(alerts()).toEqual(['Your board is public: it shows in Inspirations.']);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ visibility: 'public' });
    expect(client.getQueryState(boardKeys.list('gallery'))?.isInvalidated).toBe(true);
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it("moves from /UserBoard with the seed's navigation state to the board's address and shows the board", async () => {
    fakeApi((call) => (call.path === 'boards/b1' && call.method === 'GET' ? { body: BOARD } : undefined));
    renderPage(<UserBoardRoute />, {
      at: { path: '/UserBoard', state: { userBoard: { id: 'b1' } }, route: ['/UserBoard', '/UserBoard/:id'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: boardHeading('Entertainment') })).toBeTruthy();
    expect(document.title).toBe('Warm evening lounge · Roomboard');
  });

  it("shows 'No board details available' for a board that is gone, without asking twice", async () => {
    const calls = fakeApi(() => ({ status: 404, body: { error: 'Not found.' } }));
    renderPage(<UserBoardRoute />, { at: { ...at, path: '/UserBoard/gone' } });
    expect(await screen.findByText('No board details available')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('deletes after the confirmation, drops the board from the cache and goes to My Boards', async () => {
    setSessionToken('session');
    fakeApi((call) => {
      if (call.path === 'boards/b1') return call.method === 'DELETE' ? { body: { ok: true } } : { body: BOARD };
      return undefined;
    });
    const { user, client } = renderPage(<UserBoardRoute />, { at: { ...at, path: '/UserBoard/b1' } });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete board' }));
    await waitFor(() => expect(navigatedTo()).toBe('/seeBoard'));
    expect(alerts()).toEqual(['Board deleted.']);
    expect(client.getQueryData(boardKeys.detail('b1'))).toBeUndefined();
  });
});

describe('the board page', () => {
  const WITH_PIECES: Board = {
    ...BOARD,
    background_removed_images: ['/blobs/sofa.png', '/blobs/lamp.png'],
    items: [
      { id: 'p1', title: 'Deep Sofa', price: 1299, width: 220, length: 95, height: 80, cutout: '/blobs/sofa.png' },
      { id: 'p2', title: 'Arc Lamp', price: 189.5, width: 40, length: 40, height: 180, cutout: '/blobs/lamp.png' },
    ],
  };
  const show = async (board: Board) => {
    fakeApi((call) => (call.path === 'boards/b1' ? { body: board } : undefined));
    renderPage(<UserBoardRoute />, { at: { ...at, path: '/UserBoard/b1' } });
    // The page's panels are chunks of their own: the first test of a loaded machine waits for their import.
    return screen.findByTestId('board-title', {}, { timeout: 10_000 });
  };
  const pieces = () => screen.getAllByTestId('piece').map((piece) => piece.querySelector('figcaption')?.textContent);

  it("leads with the picture under 'Living Room' / 'Your World Of Inspiration', then the palette and the board's own title", async () => {
    const title = await show(WITH_PIECES);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Living Room');
    const image = screen.getByTestId('board-image');
    expect(image.compareDocumentPosition(screen.getByTestId('palette')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(image.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.tagName).toBe('H2');
    expect(screen.getAllByText('Warm evening lounge')).toHaveLength(1);
  });

  it("shows each piece with its name and price, under 'Your pieces' to the owner", async () => {
    await show(WITH_PIECES);
    expect(screen.getByRole('heading', { name: 'Your pieces' })).toBeTruthy();
    expect(pieces()).toEqual(['Deep Sofa$1,299.00', 'Arc Lamp$189.50']);
  });

  it("says 'Pieces', not 'Your pieces', to a visitor", async () => {
    await show({ ...WITH_PIECES, isOwner: false, visibility: 'public' });
    expect(screen.getByRole('heading', { name: 'Pieces' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your pieces' })).toBeNull();
  });
});
