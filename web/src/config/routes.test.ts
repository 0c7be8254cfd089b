import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  filledPages,
  firstPicture,
  firstReads,
  matchRoute,
  NOT_FOUND_TITLE,
  prerendered,
  ROUTES,
  routeIds,
  shells,
} from './routes';

const at = (address: string) => new URL(address, 'http://roomboard.test');

/** A route's path with its parameters filled in ('/UserBoard/:id' → '/UserBoard/p1'). */
const sample = (path: string) => path.replace(/:[^/]+/g, 'p1');

describe('the route table', () => {
  it('gives every route a title of its own, never the not-found title, and every path once', () => {
    const paths = routeIds.map((id) => ROUTES[id].path);
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(paths.length);
    const untitled = routeIds
      .filter((id) => id !== 'notFound')
      .map((id) => sample(ROUTES[id].path))
      .filter((path) => documentTitle(path) === NOT_FOUND_TITLE || !documentTitle(path).includes('Roomboard'));
    expect(untitled).toEqual([]);
  });

  it('matches paths case-insensitively as the router does, static segments first, and names unknown paths', () => {
    expect(documentTitle('/about-us')).toBe('About Us · Roomboard');
    expect(documentTitle('/steps')).toBe(documentTitle('/Steps'));
    expect(documentTitle('/seeBoard/')).toBe('My Boards · Roomboard');
    expect(documentTitle('/seeBoard/u1')).toBe('Member boards · Roomboard');
    expect(documentTitle('/invite/i1')).toBe('Accept invitation · Roomboard');
    expect(documentTitle('/admin')).toBe('Admin · Roomboard');
    expect(documentTitle('/UserBoard/b1')).toBe('Board · Roomboard');
    expect(documentTitle('/designers/d1')).toBe('Designer · Roomboard');
    expect(documentTitle('/designer/profile')).toBe('Designer workspace · Roomboard');
    expect(documentTitle('/designer/Reviews')).toBe('Board reviews · Roomboard');
    expect(documentTitle('/no-such-page')).toBe('Page not found · Roomboard');
    expect(documentTitle('/UserBoard/b1/print/more')).toBe('Page not found · Roomboard');
    expect(matchRoute('/userboard/B1/print')).toEqual({ id: 'userBoardPrint', params: { id: 'B1' } });
    expect(matchRoute('/messages/review/r1')).toEqual({ id: 'thread', params: { kind: 'review', id: 'r1' } });
  });

  it('lists the prerendered pages and the shells the build writes, each named after its path', () => {
    expect(prerendered().map(({ path, html }) => [path, html])).toEqual([
      ['/', 'index.html'],
      ['/about-us', 'about-us.html'],
      ['/inspirations', 'inspirations.html'],
      ['/blog', 'blog.html'],
      ['/blog-details', 'blog-details.html'],
      ['/get-started', 'get-started.html'],
      ['/Steps', 'Steps.html'],
      ['/OurClients', 'OurClients.html'],
      ['/design-for-roomboard', 'design-for-roomboard.html'],
    ]);
    expect(shells().map(({ html, loading }) => [html, loading])).toEqual([
      ['seeBoard.html', undefined],
      ['SelectedProducts.html', '/SelectedProducts'],
      ['BoardDetail.html', '/BoardDetail?id=loading'],
      ['UserBoard.html', '/UserBoard/loading'],
    ]);
    // Filled by the api function; no page of theirs is prerendered at their address, where Hosting would serve it.
    expect(filledPages().map(({ id }) => [id, ROUTES[id].path])).toEqual([
      ['designers', '/designers'],
      ['designer', '/designers/:id'],
    ]);
    const files = [...prerendered(), ...shells()].map(({ html }) => html);
    expect(files.filter((html) => html.startsWith('designers'))).toEqual([]);
  });

  it('has Hosting serve the shell of a page with a parameter (firebase.json) at its addresses', () => {
    const { hosting } = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { rewrites: { source: string; destination?: string; function?: { functionId: string } }[] };
    };
    const withParams = shells().filter(({ id }) => ROUTES[id].path.includes(':'));
    expect(withParams.length).toBeGreaterThan(0);
    for (const { id, html } of withParams) {
      const source = ROUTES[id].path.replace(/:[^/]+/g, '*');
      const rewrite = hosting.rewrites.find((candidate) => candidate.source === source);
      // The shell itself, or the api function that answers it with a public board's link preview tags (board-share).
      const target = rewrite?.destination ?? (rewrite?.function ? `api:${rewrite.function.functionId}` : undefined);
      expect(target, id).toBe(id === 'userBoard' ? 'api:api' : `/${html}`);
    }
  });
});

describe("a page's first reads, from its address", () => {
  it('asks for the board of /UserBoard/<id> as get-board does, in any case, with or without a session', () => {
    expect(firstReads(at('/UserBoard/b1'), false, null)).toEqual(['boards/b1']);
    expect(firstReads(at('/userboard/a%20b/'), true, null)).toEqual(['boards/a%20b']);
    expect(firstReads(at('/UserBoard/b1/print'), false, null)).toEqual([]);
    expect(firstReads(at('/UserBoard/%E0%A4%A'), false, null)).toEqual([]);
  });

  it("asks for the All tab's first page of /SelectedProducts opened by address, and nothing when Steps chose a room", () => {
    expect(firstReads(at('/SelectedProducts'), false, null)).toEqual(['products?page=1']);
    expect(firstReads(at('/selectedproducts/'), false, null)).toEqual(['products?page=1']);
    expect(firstReads(at('/SelectedProducts?function=Sleep'), false, null)).toEqual([]);
    expect(firstReads(at('/SelectedProducts'), false, { usr: { function_name: 'Sleep' }, key: 'k' })).toEqual([]);
  });

  it("asks for a signed-in reader's own data only with a session", () => {
    expect(firstReads(at('/BoardDetail?id=g1'), true, null)).toEqual(['generations/g1']);
    expect(firstReads(at('/BoardDetail?id=g1'), false, null)).toEqual([]);
    expect(firstReads(at('/BoardDetail'), true, null)).toEqual([]);
    expect(firstReads(at('/seeBoard'), true, null)).toEqual(['get_products_by_email/?page=1&page_size=3', 'get-profile']);
    expect(firstReads(at('/seeBoard'), false, null)).toEqual([]);
    expect(firstReads(at('/seeBoard/u1'), true, null)).toEqual([]);
    expect(firstReads(at('/inspirations'), false, null)).toEqual(['get_products_all/?page=1&page_size=3']);
    expect(firstReads(at('/'), true, null)).toEqual([]);
  });

  it("names a public board's picture for a visitor only (an owner's address carries its key)", () => {
    expect(firstPicture(at('/UserBoard/b1'), false)).toBe('/api/boards/b1/image');
    expect(firstPicture(at('/UserBoard/b1/'), false)).toBe('/api/boards/b1/image');
    expect(firstPicture(at('/UserBoard/b1'), true)).toBeNull();
    expect(firstPicture(at('/UserBoard/b1/print'), false)).toBeNull();
    expect(firstPicture(at('/SelectedProducts'), false)).toBeNull();
  });
});
