import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { ApiError } from './api-client';
import { applyErrorPolicy } from './error-policy';
import { currentSessionToken, sessionTokenAtom, store } from './session';

/** Reads are idempotent: a network failure, a 5xx or a 429 is asked again (twice); any other answer is final. */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

/**
 * The web app's one cache of server data. Writes (mutations) are never retried: they need not be idempotent. Every
 * failed read and write meets the error policy (lib/error-policy.ts) here, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => applyErrorPolicy(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => applyErrorPolicy(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryRead, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** `enabled` of the signed-in user's own reads: read at fetch time, so a session change never fetches with the old one. */
export const whenSignedIn = (): boolean => currentSessionToken() !== null;

// Another session (sign in, sign out, an expired token) must not see the last one's data: every cached answer is
// dropped, and the reads on screen ask again with the new session.
store.sub(sessionTokenAtom, () => void queryClient.resetQueries());

/**
 * Provides the cache. Pages that read server data are wrapped in it where they load (app/routes.tsx), so Home's first
 * load does not carry the query library.
 */
export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return createElement(QueryClientProvider, { client }, children);
}
