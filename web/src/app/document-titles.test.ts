// @vitest-environment happy-dom
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { documentTitle, NOT_FOUND_TITLE } from './document-titles';

/** Every path of the route table, its parameters filled in ('/UserBoard/:id' → '/UserBoard/p1'). */
function paths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path.replace(/:[^/]+/g, 'p1')] : []),
    ...paths(route.children ?? []),
  ]);
}

describe('document titles', () => {
  it('gives every route of the table a title of its own, never the not-found title', async () => {
    // The table's layout reads the app's configuration when it loads.
    for (const name of ['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN']) vi.stubEnv(name, 'demo');
    const { routes } = await import('./routes');
    const walked = paths(routes);
    expect(walked).toContain('/seeBoard/p1');
    expect(walked).toContain('/invite/p1');
    expect(walked).toContain('/admin');
    const untitled = walked.filter((path) => documentTitle(path) === NOT_FOUND_TITLE || !documentTitle(path).includes('Roomboard'));
    expect(untitled).toEqual([]);
  });

  it('matches paths case-insensitively as the routes do, and names unknown paths', () => {
    expect(documentTitle('/about-us')).toBe('About Us · Roomboard');
    expect(documentTitle('/steps')).toBe(documentTitle('/Steps'));
    expect(documentTitle('/seeBoard')).toBe('My Boards · Roomboard');
    expect(documentTitle('/seeBoard/u1')).toBe('Member boards · Roomboard');
    expect(documentTitle('/invite/i1')).toBe('Accept invitation · Roomboard');
    expect(documentTitle('/admin')).toBe('Review queue · Roomboard');
    expect(documentTitle('/UserBoard/b1')).toBe('Board · Roomboard');
    expect(documentTitle('/designers/d1')).toBe('Designer · Roomboard');
    expect(documentTitle('/designer/profile')).toBe('Designer workspace · Roomboard');
    expect(documentTitle('/no-such-page')).toBe('Page not found · Roomboard');
  });
});
