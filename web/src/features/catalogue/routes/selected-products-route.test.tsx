// @vitest-environment happy-dom
import type { ApiProduct } from '@contracts/catalogue';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDialogAtom, closeAuthDialog } from '../../../lib/auth-dialog';
import { setSessionToken, store } from '../../../lib/session';
import { alerts, fakeApi, navigatedTo, renderPage } from '../../../testing/render-page';
import { selectedProductsAtom } from '../model/selected-products-atom';
import { SelectedProductsRoute, type ProceedRequest } from './selected-products-route';

// Every test is a fresh visit: the selection (kept per visit of the page, in session storage) starts empty.
afterEach(() => store.set(selectedProductsAtom, { visit: '', products: [] }));

const product = (search: string, n: number): ApiProduct => ({
  id: `${search}-${n}`,
  Title: `${search} piece ${n}`,
  Price: 100 + n,
  Amount: 1,
  Hex_Code: '#AABBCC',
  width: 50,
  length: 40,
  height: 30,
  image: `/images/${search}-${n}.jpg`,
  cutout: null,
  keywords: [search],
});

/** The catalogue: 12 products per page, 2 pages per tab (the 2nd page repeats one product of the 1st). */
function catalogueApi() {
  return fakeApi((call) => {
    const url = new URL(call.path, 'http://api.local/');
    if (url.pathname !== '/products') return undefined;
    const page = Number(url.searchParams.get('page'));
    const search = url.searchParams.get('search') ?? 'All';
    const first = (page - 1) * 12 - (page > 1 ? 1 : 0);
    const products = Array.from({ length: 12 }, (_, i) => product(search, first + i + 1));
    return { body: { products, page, pageSize: 12, hasMore: page < 2 } };
  });
}

const ROOM = { function_name: 'Sleep', size: 'King Size', style: 'Natural Tones' };
const at = { path: '/SelectedProducts', state: ROOM };

/** The room travels with every products call, so the server ranks for it. */
const ROOM_QUERY = 'function_name=Sleep&size=King+Size&style=Natural+Tones';

const titles = () => screen.queryAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent);

describe('product selection', () => {
  it("opens on the function's own keyword (index 2) at page 1, and Load More appends page 2 without repeats", async () => {
    const calls = catalogueApi();
    const { user } = renderPage(<SelectedProductsRoute />, { at });
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Sleep');
    expect(calls.map((call) => call.path)).toEqual([`products?page=1&search=Sleep&${ROOM_QUERY}`]);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(titles()).toHaveLength(23));
    expect(titles()[12]).toBe('Sleep piece 13');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('starts a new tab at page 1 with its own products, and an earlier tab again at page 1 (from the cache)', async () => {
    const calls = catalogueApi();
    const { user } = renderPage(<SelectedProductsRoute />, { at });
    await waitFor(() => expect(titles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(titles()).toHaveLength(23));
    await user.click(screen.getByRole('tab', { name: 'mattress' }));
    await waitFor(() => expect(titles()[0]).toBe('mattress piece 1'));
    expect(titles()).toHaveLength(12);
    await user.click(screen.getByRole('tab', { name: 'Sleep' }));
    expect(titles()).toHaveLength(12);
    expect(titles()[0]).toBe('Sleep piece 1');
    expect(calls.map((call) => call.path)).toEqual([
      `products?page=1&search=Sleep&${ROOM_QUERY}`,
      `products?page=2&search=Sleep&${ROOM_QUERY}`,
      `products?page=1&search=mattress&${ROOM_QUERY}`,
    ]);
  });

  it('refuses an 11th product with "You can\'t select more than 10 products." and keeps the ten', async () => {
    catalogueApi();
    const { user } = renderPage(<SelectedProductsRoute />, { at });
    await waitFor(() => expect(titles()).toHaveLength(12));
    for (let n = 1; n <= 11; n++) await user.click(screen.getByRole('button', { name: `Select: Sleep piece ${n}` }));
    expect(alerts()).toEqual(["You can't select more than 10 products."]);
    expect(screen.getByTestId('selected-count').textContent).toBe('10 of 10 selected');
    expect(screen.getByRole('button', { name: 'Select: Sleep piece 11' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Selected: Sleep piece 3' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('9 of 10 selected');
  });

  it("answers Proceed with nothing selected with 'Please select at least one product.'", async () => {
    catalogueApi();
    const onProceed = vi.fn(async () => true);
    const { user } = renderPage(<SelectedProductsRoute onProceed={onProceed} />, { at });
    await waitFor(() => expect(titles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Proceed to Next' }));
    expect(alerts()).toEqual(['Please select at least one product.']);
    expect(onProceed).not.toHaveBeenCalled();
  });

  it("answers a signed-out Proceed with 'Please Login.' and the login over this page, then makes the board once signed in", async () => {
    catalogueApi();
    const onProceed = vi.fn(async (_request: ProceedRequest) => true);
    const { user } = renderPage(<SelectedProductsRoute onProceed={onProceed} />, { at });
    await waitFor(() => expect(titles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Select: Sleep piece 1' }));
    await user.click(screen.getByRole('button', { name: 'Select: Sleep piece 3' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Next' }));
    expect(alerts()).toEqual(['Please Login.']);
    expect(store.get(authDialogAtom)).toBe('login');
    expect(navigatedTo()).toBeNull();
    expect(onProceed).not.toHaveBeenCalled();

    act(() => {
      setSessionToken('session');
      closeAuthDialog();
    });
    expect(store.get(authDialogAtom)).toBeNull();
    expect(onProceed).toHaveBeenCalledExactlyOnceWith({ ...ROOM, products: [product('Sleep', 1), product('Sleep', 3)] });
    expect(screen.getByTestId('selected-count').textContent).toBe('2 of 10 selected');
  });

  it('makes no board when the login is closed without signing in', async () => {
    catalogueApi();
    const onProceed = vi.fn(async () => true);
    const { user } = renderPage(<SelectedProductsRoute onProceed={onProceed} />, { at });
    await waitFor(() => expect(titles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Select: Sleep piece 1' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Next' }));
    act(() => closeAuthDialog());
    act(() => {
      setSessionToken('session');
      closeAuthDialog();
    });
    expect(onProceed).not.toHaveBeenCalled();
  });

  it('hands the room and the chosen products to the board maker', async () => {
    setSessionToken('session');
    catalogueApi();
    const onProceed = vi.fn(async (_request: ProceedRequest) => true);
    const { user } = renderPage(<SelectedProductsRoute onProceed={onProceed} />, { at });
    await waitFor(() => expect(titles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Select: Sleep piece 2' }));
    await user.click(screen.getByRole('button', { name: 'Select: Sleep piece 5' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Next' }));
    expect(onProceed).toHaveBeenCalledWith({ ...ROOM, products: [product('Sleep', 2), product('Sleep', 5)] });
    expect(alerts()).toEqual([]);
  });

  it('keeps the selection when the board is not made (a limit or an unverified address refused it)', async () => {
    setSessionToken('session');
    catalogueApi();
    const onProceed = vi.fn(async (_request: ProceedRequest) => false);
    const { user } = renderPage(<SelectedProductsRoute onProceed={onProceed} />, { at });
    await waitFor(() => expect(titles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Select: Sleep piece 4' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Next' }));
    await waitFor(() => expect(onProceed).toHaveBeenCalledOnce());
    expect(screen.getByTestId('selected-count').textContent).toBe('1 of 10 selected');
    expect(screen.getByRole('button', { name: 'Selected: Sleep piece 4' })).toBeTruthy();
    expect(navigatedTo()).toBeNull();
  });

  it("shows a failed page as 'Error: ' and the server's message", async () => {
    fakeApi(() => ({ status: 400, body: { error: 'Search must be at most 40 characters.' } }));
    renderPage(<SelectedProductsRoute />, { at });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Error: Search must be at most 40 characters.');
  });
});
