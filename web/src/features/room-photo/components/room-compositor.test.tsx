// @vitest-environment happy-dom
// 'Try in my room' with its pieces: placed from the tray by a click or a drag, moved by mouse, one finger or keys,
// pinched and sized, flipped, restacked and removed; kept with the photo (PUT) and saved as the board picture (POST).
// Drawing the picture on a canvas is the browser's (e2e/room-photo.e2e.ts): here the drawing is stood in for.
import { PICTURE_MAX_BYTES, ROOM_PHOTO_NOT_IMAGE, ROOM_PHOTO_TOO_LARGE, type RoomPhoto } from '@contracts/board-pictures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { at, layOut, path, pointer } from '../../../testing/pointer';
import { alerts, type ApiCall, fakeApi, renderPage } from '../../../testing/render-page';
import { composePicture } from '../lib/compose-picture';
import { PIECES_SAVE_TEXT, RoomCompositor, SAVED_AS_PICTURE, type BoardCutout } from './room-compositor';

// Each cutout is twice as wide as it is tall; the picture is a JPEG made of the photo and the pieces.
vi.mock('../lib/compose-picture', () => ({
  loadImage: vi.fn(async () => ({ naturalWidth: 400, naturalHeight: 200 })),
  composePicture: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

afterEach(async () => {
  // Closed while the API is still faked: a change still waiting is sent as the compositor goes away.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.mocked(composePicture).mockClear();
});

const CUTOUTS: BoardCutout[] = [
  { productId: 'sofa', title: 'Oslo Sofa', url: '/cutouts/sofa.png' },
  { productId: 'lamp', title: 'Malmo Lamp', url: '/cutouts/lamp.png' },
  { productId: 'rug', title: 'Porto Rug', url: '/cutouts/rug.png' },
];
const PHOTO: RoomPhoto = { url: '/api/boards/b1/room-photo?key=p1', width: 1600, height: 1200 };
/** The stage on screen: 800 x 600 px at (100, 50). */
const STAGE = { left: 100, top: 50, width: 800, height: 600 };

function open(photo: RoomPhoto = PHOTO) {
  setSessionToken('session');
  const calls = fakeApi((call) => {
    if (call.method === 'PUT' && call.path === 'boards/b1/room-photo/pieces')
      return { body: { room_photo: { ...photo, pieces: (call.body as { pieces: unknown }).pieces } } };
    if (call.method === 'POST' && call.path === 'boards/b1/picture?source=room-photo')
      return { body: { image_url: '/api/boards/b1/image?key=k2', pictures: [], room_photo: photo } };
    return undefined;
  });
  const onPicture = vi.fn();
  const page = renderPage(<RoomCompositor boardId="b1" cutouts={CUTOUTS} roomPhoto={photo} onPicture={onPicture} onClose={() => {}} />);
  const stage = screen.getByTestId('room-stage');
  layOut(stage, STAGE);
  return { ...page, calls, onPicture, stage };
}

const pieces = () => [...screen.getByTestId('room-stage').querySelectorAll('button[data-key]')];
/** Each piece on the photo, back to front: its title, centre, width (fractions of the photo) and flip, as drawn. */
const drawn = () =>
  pieces().map((piece) => {
    const [title] = (piece.getAttribute('aria-label') ?? '').split(' on the photo');
    return [title, ...['data-x', 'data-y', 'data-width', 'data-flipped'].map((name) => piece.getAttribute(name))].join(' ');
  });
const piecesSaves = (calls: ApiCall[]) => calls.filter((call) => call.path === 'boards/b1/room-photo/pieces');
const tool = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the room photo', () => {
  it('refuses a file over 15 MB before sending it, and shows the message the server gives for one that is not an image', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => {
      if (call.method !== 'POST' || call.path !== 'boards/b1/room-photo') return undefined;
      return calls.length === 1 ? { status: 400, body: { error: ROOM_PHOTO_NOT_IMAGE } } : { body: { room_photo: PHOTO } };
    });
    renderPage(<RoomCompositor boardId="b1" cutouts={CUTOUTS} roomPhoto={null} onPicture={() => {}} onClose={() => {}} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    choose(new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(alerts()).toEqual([ROOM_PHOTO_TOO_LARGE]));
    expect(calls).toEqual([]);
    choose(new File(['a rug, a lamp'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(alerts()).toEqual([ROOM_PHOTO_NOT_IMAGE]));
    expect(screen.queryByTestId('room-stage')).toBeNull();
    choose(new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' }));
    await screen.findByTestId('room-stage');
    expect(alerts()).toEqual([]);
    expect(screen.getByRole('img', { name: 'Your room' }).getAttribute('src')).toBe(PHOTO.url);
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      ['POST', 'boards/b1/room-photo'],
      ['POST', 'boards/b1/room-photo'],
    ]);
  });
});

describe('placing pieces', () => {
  it('a click on a piece in the tray places it, 0.3 of the photo wide, side by side, the newest selected', async () => {
    const { user } = open();
    expect(screen.getByRole('toolbar').textContent).toContain('No pieces yet');
    await user.click(screen.getByRole('button', { name: 'Add Oslo Sofa' }));
    await user.click(screen.getByRole('button', { name: 'Add Malmo Lamp' }));
    await waitFor(() => expect(pieces()).toHaveLength(2));
    expect(drawn()).toEqual(['Oslo Sofa 0.2500 0.6000 0.3000 false', 'Malmo Lamp 0.5000 0.6000 0.3000 false']);
    expect(pieces().map((piece) => piece.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(screen.getByRole('toolbar', { name: 'Selected: Malmo Lamp' })).toBeTruthy();
  });

  it('a piece dragged from the tray by mouse lands where it is let go; a finger on the tray only scrolls', async () => {
    open();
    const tray = screen.getByRole('button', { name: 'Add Porto Rug' });
    const mouse = pointer('mouse');
    const drop = at(STAGE, 0.8, 0.3);
    mouse.down(tray, { x: 50, y: 800 });
    mouse.move(window, ...path({ x: 50, y: 800 }, drop, 10));
    // The page's text is not selectable meanwhile.
    expect(document.documentElement.style.userSelect).toBe('none');
    mouse.up(window);
    expect(document.documentElement.style.userSelect).toBe('');
    await waitFor(() => expect(drawn()).toEqual(['Porto Rug 0.8000 0.3000 0.3000 false']));
    const finger = pointer('touch');
    finger.down(tray, { x: 50, y: 800 });
    finger.move(window, ...path({ x: 50, y: 800 }, drop, 10));
    finger.up(window);
    // A drop outside the photo places nothing.
    mouse.down(tray, { x: 50, y: 800 });
    mouse.move(window, ...path({ x: 50, y: 800 }, { x: 950, y: 300 }, 10));
    mouse.up(window);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn()).toEqual(['Porto Rug 0.8000 0.3000 0.3000 false']);
  });
});

describe('moving and sizing a piece', () => {
  async function withTwoPieces() {
    const page = open();
    await page.user.click(screen.getByRole('button', { name: 'Add Oslo Sofa' }));
    await page.user.click(screen.getByRole('button', { name: 'Add Malmo Lamp' }));
    await waitFor(() => expect(pieces()).toHaveLength(2));
    return page;
  }

  it('dragged by mouse, it moves with the pointer (a fraction of the photo a pixel) and is selected', async () => {
    const { stage } = await withTwoPieces();
    const [sofa] = pieces();
    const start = at(STAGE, 0.25, 0.6);
    // 200 px left and 60 px down on an 800 x 600 photo.
    pointer('mouse').drag(sofa!, start, stage, path(start, { x: start.x - 200, y: start.y + 60 }, 8));
    expect(drawn()).toEqual(['Oslo Sofa 0.0000 0.7000 0.3000 false', 'Malmo Lamp 0.5000 0.6000 0.3000 false']);
    expect(pieces().map((piece) => piece.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
  });

  it('one finger drags it; a second finger anywhere on the photo pinches it to size', async () => {
    const { stage } = await withTwoPieces();
    const lamp = pieces()[1]!;
    const one = pointer('touch', 1);
    const two = pointer('touch', 2);
    const start = at(STAGE, 0.5, 0.6);
    one.down(lamp, start);
    one.move(stage, { x: start.x + 80, y: start.y });
    expect(drawn()[1]).toBe('Malmo Lamp 0.6000 0.6000 0.3000 false');
    // The fingers 40 px apart, then 60: the piece grows by half, and moves with their middle (10 px).
    two.down(stage, { x: start.x + 120, y: start.y });
    two.move(stage, { x: start.x + 140, y: start.y });
    expect(drawn()[1]).toBe('Malmo Lamp 0.6125 0.6000 0.4500 false');
    two.up(stage);
    one.up(stage);
    one.move(stage, { x: 0, y: 0 });
    expect(drawn()[1]).toBe('Malmo Lamp 0.6125 0.6000 0.4500 false');
  });

  it('the toolbar sizes, flips, restacks and removes the selected piece', async () => {
    const { user } = await withTwoPieces();
    await user.click(tool('Larger'));
    await user.click(tool('Larger'));
    await user.click(tool('Flip'));
    expect(drawn()[1]).toBe('Malmo Lamp 0.5000 0.6000 0.3967 true');
    expect(tool('Bring forward').disabled).toBe(true);
    await user.click(tool('Send back'));
    expect(drawn()).toEqual(['Malmo Lamp 0.5000 0.6000 0.3967 true', 'Oslo Sofa 0.2500 0.6000 0.3000 false']);
    expect(tool('Send back').disabled).toBe(true);
    await user.click(tool('Smaller'));
    expect(drawn()[0]).toBe('Malmo Lamp 0.5000 0.6000 0.3450 true');
    await user.click(tool('Remove'));
    expect(drawn()).toEqual(['Oslo Sofa 0.2500 0.6000 0.3000 false']);
    expect(screen.getByRole('toolbar').textContent).toContain('Select a piece on the photo');
    expect(tool('Larger').disabled).toBe(true);
  });

  it('keys on the focused piece: arrows move it 0.01, + and - size it, f flips it, Delete removes it', async () => {
    await withTwoPieces();
    const lamp = pieces()[1]!;
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowLeft', '+', 'f']) fireEvent.keyDown(lamp, { key });
    expect(drawn()[1]).toBe('Malmo Lamp 0.4900 0.5800 0.3450 true');
    fireEvent.keyDown(lamp, { key: '-' });
    expect(drawn()[1]).toBe('Malmo Lamp 0.4900 0.5800 0.3000 true');
    fireEvent.keyDown(lamp, { key: 'Delete' });
    expect(drawn()).toEqual(['Oslo Sofa 0.2500 0.6000 0.3000 false']);
  });
});

describe('keeping and saving', () => {
  it('keeps the pieces with the photo a moment after the last change: one PUT, back to front, then says so', async () => {
    const { user, calls, stage } = open();
    await user.click(screen.getByRole('button', { name: 'Add Oslo Sofa' }));
    await waitFor(() => expect(pieces()).toHaveLength(1));
    const start = at(STAGE, 0.25, 0.6);
    pointer('mouse').drag(pieces()[0]!, start, stage, path(start, { x: start.x + 80, y: start.y - 60 }, 4));
    await user.click(tool('Flip'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PIECES_SAVE_TEXT.saved), { timeout: 5_000 });
    // 80 px right and 60 px up on the 800 x 600 photo (to the float's last digit).
    expect(piecesSaves(calls).map((call) => [call.method, call.body])).toEqual([
      [
        'PUT',
        {
          pieces: [{ productId: 'sofa', x: expect.closeTo(0.35, 12), y: expect.closeTo(0.5, 12), width: 0.3, aspect: 0.5, flipped: true }],
        },
      ],
    ]);
  });

  it('stops saying the pieces are kept as soon as one changes, until that change is kept too', async () => {
    const { user, calls } = open();
    await user.click(screen.getByRole('button', { name: 'Add Oslo Sofa' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PIECES_SAVE_TEXT.saved), { timeout: 5_000 });
    await user.click(tool('Flip'));
    expect(screen.getByRole('status').textContent).toBe(PIECES_SAVE_TEXT.saving);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PIECES_SAVE_TEXT.saved), { timeout: 5_000 });
    expect(piecesSaves(calls).map((call) => (call.body as { pieces: { flipped: boolean }[] }).pieces[0]!.flipped)).toEqual([false, true]);
  });

  it('says the pieces are kept again when a change is undone before it is sent (a piece added, then removed)', async () => {
    const { user, calls } = open();
    await user.click(screen.getByRole('button', { name: 'Add Oslo Sofa' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PIECES_SAVE_TEXT.saved), { timeout: 5_000 });
    // Dispatched at once, not typed by a user: the piece must come and go well within the save's delay (600 ms).
    fireEvent.click(screen.getByRole('button', { name: 'Add Malmo Lamp' }));
    await waitFor(() => expect(pieces()).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe(PIECES_SAVE_TEXT.saving);
    fireEvent.click(tool('Remove'));
    expect(pieces()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(PIECES_SAVE_TEXT.saved);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(piecesSaves(calls)).toHaveLength(1);
  });

  it('opens with the pieces kept with the photo, nothing selected; one whose product left the board is not shown', () => {
    open({
      ...PHOTO,
      pieces: [
        { productId: 'rug', x: 0.4, y: 0.8, width: 0.5, aspect: 0.25, flipped: false },
        { productId: 'gone', x: 0.5, y: 0.5, width: 0.2, aspect: 1, flipped: false },
        { productId: 'lamp', x: 0.7, y: 0.55, width: 0.12, aspect: 2, flipped: true },
      ],
    });
    expect(drawn()).toEqual(['Porto Rug 0.4000 0.8000 0.5000 false', 'Malmo Lamp 0.7000 0.5500 0.1200 true']);
    expect(pieces().map((piece) => piece.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('Save as board picture sends the photo drawn with its pieces as the board picture (source room-photo)', async () => {
    const { user, calls, onPicture } = open();
    expect(tool('Save as board picture').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add Oslo Sofa' }));
    await waitFor(() => expect(tool('Save as board picture').disabled).toBe(false));
    await user.click(tool('Save as board picture'));
    await waitFor(() => expect(onPicture).toHaveBeenCalledWith('/api/boards/b1/image?key=k2'));
    expect(alerts()).toEqual([SAVED_AS_PICTURE]);
    expect(vi.mocked(composePicture).mock.calls).toEqual([
      [
        PHOTO,
        [
          {
            key: 'c1',
            productId: 'sofa',
            title: 'Oslo Sofa',
            src: '/cutouts/sofa.png',
            x: 0.25,
            y: 0.6,
            width: 0.3,
            aspect: 0.5,
            flipped: false,
          },
        ],
      ],
    ]);
    const post = calls.find((call) => call.method === 'POST')!;
    expect([post.path, post.authorization]).toEqual(['boards/b1/picture?source=room-photo', 'Bearer session']);
  });
});
