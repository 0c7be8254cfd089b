// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { matchRoute, prerendered, ROUTES, routeIds, shells } from '../config/routes';
import { boardKeys } from '../features/boards/api/board-keys';
import { notificationKeys } from '../features/notifications/api/notification-keys';
import { invalidateLinked } from '../lib/linked-reads';

/** Every path the router knows, at any depth. */
function paths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

/** Addresses of each route: its path with parameters filled in, in another case, with a trailing slash. */
const addresses = (path: string) => {
  const filled = path.replace(/:[^/]+/g, 'p1');
  return path === '*' ? ['/no-such-page', '/UserBoard/b1/print/more'] : [filled, filled.toLowerCase(), `${filled}/`.replace('//', '/')];
};

describe('the router, from the route table', () => {
  let routes: RouteObject[];
  beforeAll(async () => {
    // The table's layout reads the app's configuration when it loads.
    for (const name of ['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN']) vi.stubEnv(name, 'demo');
    ({ routes } = await import('./routes'));
  });

  it('has one route per entry of the table, with its path, and the bare ones outside the layout', () => {
    expect(paths(routes).sort()).toEqual(routeIds.map((id) => ROUTES[id].path).sort());
    expect(routes.filter((route) => route.path).map((route) => route.path)).toEqual(['/UserBoard/:id/print', '/BoardDetail/print']);
  });

  it('picks, at every address of every route, the route the table names (so titles and first reads match the page)', () => {
    const disagree = routeIds.flatMap((id) =>
      [...addresses(ROUTES[id].path), ...(id === 'workspaceSection' ? ['/designer/reviews'] : [])].flatMap((address) => {
        const matched = matchRoutes(routes, address)?.at(-1)?.route.path;
        const table = ROUTES[matchRoute(address).id].path;
        return matched === table && table === ROUTES[id].path ? [] : [`${address}: router ${matched}, table ${table}`];
      }),
    );
    expect(disagree).toEqual([]);
  });

  it("loads each prerendered page's and shell's modules from this table's lazy pages (the build lists their scripts)", () => {
    const source = readFileSync(join(import.meta.dirname, 'routes.tsx'), 'utf8');
    const modules = [...prerendered(), ...shells()].flatMap((entry) => entry.modules);
    const relative = (module: string) =>
      module
        .replace(/^src\/app\//, './')
        .replace(/^src\//, '../')
        .replace(/\.tsx?$/, '');
    expect(modules.filter((module) => !source.includes(`import('${relative(module)}')`))).toEqual([]);
  });

  it("links the reads other features' writes change to their owners' keys", async () => {
    const client = new QueryClient();
    const reads = [boardKeys.list('mine'), boardKeys.detail('b1'), notificationKeys.unread];
    for (const key of reads) client.setQueryData(key, {});
    const stale = () => reads.map((key) => client.getQueryState(key)?.isInvalidated);
    await invalidateLinked(client, 'board-lists');
    expect(stale()).toEqual([true, false, false]);
    await invalidateLinked(client, 'notifications');
    expect(stale()).toEqual([true, false, true]);
    await invalidateLinked(client, 'boards');
    expect(stale()).toEqual([true, true, true]);
  });
});
