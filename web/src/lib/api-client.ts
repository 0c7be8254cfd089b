import { notify } from './notify';
import { currentSessionToken, setSessionToken } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);

/** The app shell hands in the router's navigate so that a session expiry does not reload the page. */
export function setApiNavigator(fn: Navigate): void {
  navigate = fn;
}

export const SESSION_EXPIRED = 'Session expired. Please log in again.';
export const NOT_AUTHORIZED = 'You are not authorized to perform this task';

/**
 * The one HTTP client: JSON in and out (a Blob body, such as a chosen File, is sent as itself with its own type), the stored session token as a bearer header, and the spec's
 * global behaviour for an expired session (401 'Token has expired') and for 403.
 */
export async function api<T>(
  path: string,
  // `keepalive`: the request outlives the page (a save sent as the tab closes).
  init: { method?: string; body?: unknown; signal?: AbortSignal; token?: string; keepalive?: boolean } = {},
): Promise<T> {
  // `token` stands in for the session, e.g. the new account's ID token on sign_up.
  const token = init.token ?? currentSessionToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  const file = init.body instanceof Blob ? init.body : null;
  if (init.body !== undefined) headers['content-type'] = file ? file.type : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: file ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    signal: init.signal,
    keepalive: init.keepalive,
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return body as T;
  const message = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : response.statusText;
  if (response.status === 401 && body.message === 'Token has expired') {
    setSessionToken(null);
    notify(SESSION_EXPIRED, 'error');
    navigate('/loginPage');
  } else if (response.status === 403) {
    notify(NOT_AUTHORIZED, 'error');
  }
  throw new ApiError(response.status, message, body);
}
