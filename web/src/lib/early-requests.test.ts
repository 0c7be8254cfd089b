// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { firstPicturesIn, requestFirstReads } from './early-requests';
import { setSessionToken } from './session';

describe("a page's first pictures, from its first read's answer", () => {
  it("names the gallery's first board picture and the catalogue's first row, as the page's images use them", () => {
    const boards = { boards: [{ image_url: '/api/boards/b1/image' }, { image_url: '/api/boards/b2/image' }], next: null };
    expect(firstPicturesIn('get_products_all/?page=1&page_size=3', boards)).toEqual(['/api/boards/b1/image']);
    const products = { products: [{ image: '/api/files/products/a.jpg' }, { image: '/api/files/products/b.jpg' }, { image: '/c.jpg' }] };
    expect(firstPicturesIn('products?page=1', products)).toEqual(['/api/files/products/a.jpg', '/api/files/products/b.jpg']);
  });

  it("names a board's and a generation's own picture, with the key an owner's address carries", () => {
    expect(firstPicturesIn('boards/b1', { image_url: '/api/boards/b1/image?key=k&v=p2' })).toEqual(['/api/boards/b1/image?key=k&v=p2']);
    expect(firstPicturesIn('generations/g1', { image_url: '/api/generations/g1/image?key=k' })).toEqual([
      '/api/generations/g1/image?key=k',
    ]);
    expect(firstPicturesIn('generations/g1', { image_url: null })).toEqual([]);
  });

  it('names nothing for other reads, odd answers or addresses off this site', () => {
    expect(firstPicturesIn('get-profile', { image_url: '/api/boards/b1/image' })).toEqual([]);
    expect(firstPicturesIn('boards/b1/pictures', { image_url: '/api/boards/b1/image' })).toEqual([]);
    expect(firstPicturesIn('get_products_all/?page=1&page_size=3', { boards: [{ image_url: null }] })).toEqual([]);
    expect(firstPicturesIn('products?page=1', { products: [{ image: 'https://elsewhere.test/a.jpg' }] })).toEqual([]);
    expect(firstPicturesIn('products?page=1', null)).toEqual([]);
    expect(firstPicturesIn('products?page=1', { products: 'none' })).toEqual([]);
  });
});

describe('the early read, taken by the API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionToken(null);
    window.history.replaceState(null, '', '/');
    document.head.replaceChildren();
  });

  it('is sent once with the session and answers the first api() call; the next call asks again', async () => {
    setSessionToken('session');
    window.history.replaceState(null, '', '/BoardDetail?id=g1');
    let calls = 0;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ call: ++calls }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    requestFirstReads();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/generations/g1', { headers: { accept: 'application/json', authorization: 'Bearer session' } });
    expect(await api('generations/g1')).toEqual({ call: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await api('generations/g1')).toEqual({ call: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another session, nor by a write', async () => {
    setSessionToken('first');
    window.history.replaceState(null, '', '/seeBoard');
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    requestFirstReads();
    expect(fetch).toHaveBeenCalledTimes(2);
    setSessionToken('second');
    await api('get-profile');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/get-profile',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer second' }) }),
    );
    setSessionToken('first');
    await api('get_products_by_email/?page=1&page_size=3', { method: 'POST', body: {} });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("preloads a public board's picture for a visitor", () => {
    window.history.replaceState(null, '', '/UserBoard/b1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    requestFirstReads();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe('/api/boards/b1/image');
  });
});
