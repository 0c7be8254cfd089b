// Renders a screen the way the app shows it, for component tests (Testing Library, happy-dom): inside a router, with
// a fresh query cache, and with the notices (the spec's alerts) on screen. The API is faked at the network: `fetch`.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { linkFeatureReads } from '../app/link-reads';
import { setApiNavigator } from '../lib/api-client';
import { noticesAtom } from '../lib/notify';
import { createQueryClient } from '../lib/react-query';
import { setSessionToken, store } from '../lib/session';

linkFeatureReads();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(noticesAtom, []);
  setSessionToken(null);
  setApiNavigator((path) => window.location.assign(path));
});

function Notices() {
  const notices = useAtomValue(noticesAtom);
  return (
    <div aria-label="Notifications" role="region">
      {notices.map((notice) => (
        <p key={notice.id} role="alert">
          {notice.message}
        </p>
      ))}
    </div>
  );
}

/** Hands the API client (and the error policy) this router's navigate, as the app's layout does. */
function ApiNavigator() {
  const navigate = useNavigate();
  useEffect(() => setApiNavigator((path) => void navigate(path)), [navigate]);
  return null;
}

/** Shows where the app went: the test asserts on the path a screen navigated to. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

export interface RenderPageOptions {
  /**
   * The address the screen is at (its path, query and navigation state), and the route pattern it matches; several
   * patterns render the same screen, as the app's table does for '/UserBoard' and '/UserBoard/:id'.
   */
  at?: { path: string; search?: string; state?: unknown; route?: string | string[] };
}

export function renderPage(ui: ReactNode, { at = { path: '/here' } }: RenderPageOptions = {}) {
  const client = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: at.path, search: at.search ?? '', state: at.state }]}>
        <ApiNavigator />
        <Routes>
          {[at.route ?? at.path].flat().map((route) => (
            <Route key={route} path={route} element={ui} />
          ))}
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
      <Notices />
    </QueryClientProvider>,
  );
  return { ...result, user, client };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Answers the web app's API calls from `answer` (path without /api/, e.g. 'products?page=1'); records every call.
 * Anything `answer` leaves unanswered is a 404, as from the real API.
 */
export function fakeApi(answer: (call: ApiCall) => { status?: number; body: unknown } | undefined) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: String(input).replace(/^\/api\//, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const reply = answer(call) ?? { status: 404, body: { error: 'Not found.' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The path a screen navigated to, or null while it is still shown. */
export function navigatedTo(): string | null {
  return document.querySelector('[data-testid="elsewhere"]')?.textContent ?? null;
}

/** The message shown under a labelled field (its error slot), or null when it has none. */
export function errorOf(label: string): string | null {
  const field = screen.getByLabelText(label);
  return document.getElementById(`${field.id}-error`)?.textContent ?? null;
}

/** The text of every notice (the spec's alerts) on screen. */
export function alerts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}
