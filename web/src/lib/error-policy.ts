import { ApiError, navigateTo } from './api-client';
import { notify } from './notify';

export const PLEASE_LOGIN = 'Please Login.';

/**
 * What a query or a mutation tells the error policy (its `meta`): the one way a screen hears of a failure besides
 * reading the query's or mutation's `error`.
 */
export type ErrorMeta = {
  /**
   * How the screen tells this failure: `notifyFailure` (the notice 'Error: <message>'), or its own words or place (a
   * form's message under its fields, a 409 on a form). Never called for what the policy answers itself: an ended
   * session, a 403, 'Please Login.'.
   */
  onFailure?: (error: Error) => void;
  /** Needs a signed-in user (generation, as the spec has it): a visitor's 401 is answered 'Please Login.' and home. */
  signInRequired?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** 'Please Login.' and the home page: the spec's answer to a visitor who asks for what needs an account. */
export function pleaseLogin(): void {
  notify(PLEASE_LOGIN, 'error');
  navigateTo('/');
}

/** The notice for a failed action: 'Error: ' and the server's message. */
export function notifyFailure(error: unknown): void {
  notify(`Error: ${asError(error).message}`, 'error');
}

/**
 * The web app's one answer to a failed read or write, run by the query client (lib/react-query.ts) once per failure:
 * an ended session or a 403 has been told by the API client (its notice and redirect) and nothing more is said; a
 * visitor's 401 where an account is needed is 'Please Login.' and home; anything else goes to the screen's
 * `onFailure`. Rate limits: reads are asked again (retryRead); a refused write is told like any other failure.
 */
export function applyErrorPolicy(error: unknown, meta: ErrorMeta | undefined): void {
  if (error instanceof ApiError && error.handled) return;
  if (meta?.signInRequired && error instanceof ApiError && error.status === 401) return pleaseLogin();
  meta?.onFailure?.(asError(error));
}
