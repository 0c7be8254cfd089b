import { takeEarlyRequest } from './early-requests';
import { notify } from './notify';
import { currentSessionToken, setSessionToken } from './session';

export class ApiError extends Error {
  /** The server's stable error code (e.g. 'session-expired'), when it sent one. */
  readonly code: string | undefined;
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
    /** True when this client already told the user (an expired session, a 403): the error policy says nothing more. */
    readonly handled = false,
  ) {
    super(message);
    this.code = typeof body.code === 'string' ? body.code : undefined;
  }
}

/** `returnHere`: the page the user is on is remembered, so that signing in at `path` brings them back to it. */
type Navigate = (path: string, options?: { returnHere?: boolean }) => void;
let navigate: Navigate = (path) => window.location.assign(path);

/** The app shell hands in the router's navigate so that a session expiry does not reload the page. */
export function setApiNavigator(fn: Navigate): void {
  navigate = fn;
}

/** Goes to `path` in the app (the error policy's 'Please Login.' goes home). */
export const navigateTo: Navigate = (path, options) => navigate(path, options);

const SESSION_EXPIRED = 'Session expired. Please log in again.';
const NOT_AUTHORIZED = 'You are not authorized to perform this task';
/** A stored session the server refuses for another reason than its age (revoked, unknown, signed out elsewhere). */
const SESSION_REFUSED = 'You have been signed out. Please log in again.';
/**
 * 403s whose own message the calling screen shows (an unverified e-mail, a failed App Check, a plan's allowance used)
 * instead of NOT_AUTHORIZED.
 */
const SHOWN_BY_CALLER = ['email-unverified', 'app-check', 'allowance-used'];

/**
 * The one HTTP client: JSON in and out (a Blob body, such as a chosen File, is sent as itself with its own type), the
 * stored session token as a bearer header, and the spec's global behaviour for an expired session (the server's
 * `code: 'session-expired'`: /loginPage, and back to this page after signing in), for a stored session refused
 * otherwise (signed out with a message) and for 403. It is the only place that handles them: the error it then throws
 * is marked `handled`.
 */
export async function api<T>(
  path: string,
  // `keepalive`: the request outlives the page (a save sent as the tab closes).
  // `quiet`: no global reaction to an ended session or a 403 (a sign-out whose session already ended).
  // `appCheck`: the server verifies App Check on this path (generation, contact, newsletter) when App Check is on.
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    token?: string;
    keepalive?: boolean;
    quiet?: boolean;
    appCheck?: boolean;
  } = {},
): Promise<T> {
  // `token` stands in for the session, e.g. the new account's ID token on sign_up.
  const token = init.token ?? currentSessionToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  const file = init.body instanceof Blob ? init.body : null;
  if (init.body !== undefined) headers['content-type'] = file ? file.type : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.appCheck) {
    // Its own chunk: pages that never call such a path do not load it. Without a token the server decides (403 when on).
    const { APP_CHECK_HEADER, appCheckToken } = await import('./app-check');
    const attestation = await appCheckToken();
    if (attestation) headers[APP_CHECK_HEADER] = attestation;
  }
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  // A page's first read may already be on its way (early-requests.ts): the same request, sent by the entry.
  const early = method === 'GET' && init.token === undefined && !init.appCheck ? takeEarlyRequest(path, token) : undefined;
  const response = await (early ??
    fetch(`/api/${path}`, {
      method,
      headers,
      body: file ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      signal: init.signal,
      keepalive: init.keepalive,
    }));
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return body as T;
  const message = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : response.statusText;
  // The caller handles every answer itself.
  if (init.quiet) throw new ApiError(response.status, message, body);
  // The session ended: expired (the spec's /loginPage), or a stored one refused for another reason (revoked, unknown).
  const refused = init.token === undefined && token !== null && response.status === 401 && body.code === 'unauthenticated';
  if (body.code === 'session-expired' || refused) {
    // Parallel calls with the same ended session tell the user once.
    if (init.token !== undefined || currentSessionToken() === token) {
      setSessionToken(null);
      if (refused) notify(SESSION_REFUSED, 'error');
      else {
        notify(SESSION_EXPIRED, 'error');
        navigate('/loginPage', { returnHere: true });
      }
    }
    throw new ApiError(response.status, message, body, true);
  }
  if (response.status === 403 && !SHOWN_BY_CALLER.includes(String(body.code))) {
    notify(NOT_AUTHORIZED, 'error');
    throw new ApiError(response.status, message, body, true);
  }
  throw new ApiError(response.status, message, body);
}

/**
 * A file the API answers (a CSV), as a Blob: the session's bearer header like `api`, for a link that cannot send it
 * itself. A failure throws the server's message.
 */
export async function apiFile(path: string): Promise<Blob> {
  const token = currentSessionToken();
  const response = await fetch(`/api/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  throw new ApiError(response.status, typeof body.error === 'string' ? body.error : response.statusText, body);
}
