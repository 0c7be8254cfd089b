// @vitest-environment happy-dom
import type { Board } from '@contracts/boards';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { boardKeys } from '../api/board-keys';
import { EditBoardProducts, type ProductPickerProps } from './edit-board-products';

const item = (n: number) => ({ id: `p${n}`, title: `Piece ${n}`, price: 10 * n, width: 50, length: 40, height: 30, cutout: null });

const BOARD: Board = {
  id: 'b1',
  image_url: '/api/boards/b1/image?key=k',
  title: 'Piece 1, Piece 2, Piece 3',
  generated_title: 'Calm bedroom',
  description: { main_title: 'A bedroom', description: 'Quiet.' },
  background_removed_images: [],
  hex_code: '#AA8866',
  palette: [],
  width: '50, 50, 50',
  height: '30, 30, 30',
  items: [1, 2, 3].map(item),
  function_name: 'Sleep',
  timestamp: '2026-11-20T10:00:00.000Z',
  date: '2026-11-20',
  visibility: 'private',
  owner: { name: 'Ada' },
  isOwner: true,
  layout: null,
};

/** A stand-in for the catalogue's picker: one button per product 4 to 11. */
function picker({ chosenIds, onPick }: ProductPickerProps) {
  return (
    <ul>
      {[4, 5, 6, 7, 8, 9, 10, 11].map((n) => (
        <li key={n}>
          <button type="button" onClick={() => onPick({ id: `p${n}`, title: `Piece ${n}`, price: 10 * n, image: null })}>
            {chosenIds.includes(`p${n}`) ? 'Selected' : 'Select'}: Piece {n}
          </button>
        </li>
      ))}
    </ul>
  );
}

const rows = () => screen.getAllByTestId('edit-piece').map((row) => within(row).getByText(/^Piece \d+$/).textContent);

describe('Edit products', () => {
  it('removes, reorders and adds, then refreshes the board with the new list and shows the answer', async () => {
    setSessionToken('session');
    const refreshed = { ...BOARD, items: [item(3), item(1), item(4)], image_url: '/api/boards/b1/image?key=k&v=new' };
    const calls = fakeApi((call) => (call.method === 'PUT' ? { body: refreshed } : undefined));
    const { user, client } = renderPage(<EditBoardProducts board={BOARD} renderPicker={picker} />);
    await user.click(screen.getByRole('button', { name: 'Edit products' }));
    expect(rows()).toEqual(['Piece 1', 'Piece 2', 'Piece 3']);
    expect(screen.getByRole('button', { name: 'Move Piece 1 up' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove Piece 2' }));
    await user.click(screen.getByRole('button', { name: 'Move Piece 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    await user.click(screen.getByRole('button', { name: 'Select: Piece 4' }));
    expect(rows()).toEqual(['Piece 3', 'Piece 1', 'Piece 4']);
    expect(screen.getByTestId('edit-count').textContent).toBe('3 of 10 · changed');

    await user.click(screen.getByRole('button', { name: 'Refresh the board' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('boards/b1/products');
    expect(put.body).toEqual({ productIds: ['p3', 'p1', 'p4'], generationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(client.getQueryData(boardKeys.detail('b1'))).toEqual(refreshed);
    expect(alerts()).toEqual(['Your board is refreshed: a new picture, words and palette from its products.']);
  });

  it("refuses an 11th product with the spec's message, and keeps the board as it was when the refresh fails", async () => {
    setSessionToken('session');
    fakeApi((call) => (call.method === 'PUT' ? { status: 502, body: { error: 'We could not make your board just now.' } } : undefined));
    const { user, client } = renderPage(<EditBoardProducts board={BOARD} renderPicker={picker} />);
    client.setQueryData(boardKeys.detail('b1'), BOARD);
    await user.click(screen.getByRole('button', { name: 'Edit products' }));
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    for (const n of [4, 5, 6, 7, 8, 9, 10]) await user.click(screen.getByRole('button', { name: `Select: Piece ${n}` }));
    expect(screen.getByTestId('edit-count').textContent).toBe('10 of 10 · changed');
    await user.click(screen.getByRole('button', { name: 'Select: Piece 11' }));
    expect(alerts()).toContain("You can't select more than 10 products.");
    expect(rows()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Refresh the board' }));
    await waitFor(() => expect(alerts()).toContain('Error: We could not make your board just now.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(client.getQueryData(boardKeys.detail('b1'))).toEqual(BOARD);
  });
});
