import type { Draft, DraftKind } from '@contracts/drafts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { api, ApiError } from './api-client';
import { whenSignedIn } from './react-query';

/** A draft is saved this long after the writer stops typing (and at once when they leave). */
export const DRAFT_SAVE_DELAY_MS = 800;
export const LEAVE_UNSAVED = 'Your draft is not saved yet. Leave anyway and lose what you wrote since the last save?';

const draftPath = (kind: DraftKind, id: string) => `drafts/${kind}/${encodeURIComponent(id)}`;

/** The last request of each draft on its way: the next one waits for it. */
const onTheWay = new Map<string, Promise<unknown>>();

/**
 * Sends a draft's requests one after another, so the server takes them in the order the page made them: a save still
 * on its way never lands after the delete that followed it (which would bring a sent draft back).
 */
function inTurn<R>(kind: DraftKind, id: string, send: () => Promise<R>): Promise<R> {
  const key = draftPath(kind, id);
  const before = onTheWay.get(key);
  // Nothing on its way: sent at once (a page going away still sends it).
  const result = before ? before.then(send) : send();
  const settled = result.catch(() => undefined);
  onTheWay.set(key, settled);
  void settled.then(() => {
    if (onTheWay.get(key) === settled) onTheWay.delete(key);
  });
  return result;
}

/** GET /api/drafts/:kind/:id: null when the writer has none. */
function getDraft(kind: DraftKind, id: string): Promise<Draft | null> {
  return inTurn(kind, id, async () => {
    try {
      return await api<Draft>(draftPath(kind, id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}

const saveDraft = (kind: DraftKind, id: string, content: unknown, keepalive = false) =>
  inTurn(kind, id, () => api<Draft>(draftPath(kind, id), { method: 'PUT', body: { content }, keepalive }));

const deleteDraft = (kind: DraftKind, id: string) => inTurn(kind, id, () => api<void>(draftPath(kind, id), { method: 'DELETE' }));

type DraftStatus = 'loading' | 'saved' | 'pending' | 'saving' | 'failed';

interface ServerDraft<T> {
  value: T;
  setValue: (next: T | ((previous: T) => T)) => void;
  /** `loading` until the saved draft is read; edits wait for it, so a restored draft never overwrites new words. */
  status: DraftStatus;
  /** Whether the value came back from a saved draft (another tab, device or visit). */
  restored: boolean;
  /** When the server last took the draft (from this editor, or before: a restored draft's). */
  savedAt: Date | null;
  /** Whether what is on screen is not yet on the server. */
  unsaved: boolean;
  /** Saves now (what leaving does); resolves whether the server has it. */
  flush: () => Promise<boolean>;
  /** The work was sent: the draft goes, and only later words make a new one. */
  clear: () => Promise<void>;
}

/**
 * One editor's draft, kept on the server as it is written (`PUT /api/drafts/:kind/:id` 800 ms after typing stops, and
 * when the editor goes) and read back on any device. `initial` is the editor's value without a draft (a revision's,
 * the first delivery). Leaving the page with words not yet saved asks first: see `useLeaveGuard`.
 */
export function useServerDraft<T>(kind: DraftKind, id: string, initial: T, { enabled = true } = {}): ServerDraft<T> {
  const saved = useQuery({
    queryKey: ['drafts', kind, id],
    queryFn: () => getDraft(kind, id),
    enabled: enabled && whenSignedIn(),
    staleTime: 0,
    gcTime: 0,
  });
  const [value, setState] = useState<T>(initial);
  const [status, setStatus] = useState<DraftStatus>('loading');
  const [restored, setRestored] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  // What the server holds, as JSON, and what is on screen: a save sends only a change.
  const onServer = useRef(JSON.stringify(initial));
  const latest = useRef<T>(initial);
  // The editor's value without a draft may arrive after the first render (the review it starts from).
  const initialNow = useRef(initial);
  initialNow.current = initial;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loaded = status !== 'loading';

  useEffect(() => {
    if (loaded || !enabled || saved.isPending) return;
    const draft = saved.data?.content as T | undefined;
    const start = draft !== undefined && saved.isSuccess ? draft : initialNow.current;
    latest.current = start;
    onServer.current = JSON.stringify(start);
    setState(start);
    setRestored(start === draft);
    if (start === draft && saved.data) setSavedAt(new Date(saved.data.savedAt));
    setStatus('saved');
  }, [enabled, loaded, saved.data, saved.isPending, saved.isSuccess]);

  const save = useCallback(
    async (keepalive = false): Promise<boolean> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const json = JSON.stringify(latest.current);
      if (json === onServer.current) return true;
      setStatus('saving');
      try {
        const stored = await saveDraft(kind, id, latest.current, keepalive);
        onServer.current = json;
        setSavedAt(new Date(stored.savedAt));
        if (JSON.stringify(latest.current) === json) setStatus('saved');
        return true;
      } catch {
        setStatus('failed');
        return false;
      }
    },
    [kind, id],
  );

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      latest.current = value;
      setState(value);
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
    },
    [save],
  );

  // The editor goes (another tab of the page, another page): what it holds and the server does not is sent at once,
  // outliving the page.
  useEffect(() => () => void save(true), [save]);

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // What is on screen was sent: nothing saves it again, and later words make a new draft.
    onServer.current = JSON.stringify(latest.current);
    setSavedAt(null);
    setStatus('saved');
    await deleteDraft(kind, id).catch(() => undefined);
  }, [kind, id]);

  const unsaved = loaded && JSON.stringify(value) !== onServer.current;
  return { value, setValue, status, restored, savedAt, unsaved, flush: save, clear };
}

/**
 * Leaving with words not yet on the server: a link in the app saves them first and asks only when that fails; closing
 * or reloading the tab sends them and lets the browser ask.
 */
export function useLeaveGuard(draft: Pick<ServerDraft<unknown>, 'unsaved' | 'flush'>): void {
  const { unsaved, flush } = draft;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      void flush();
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved, flush]);
  // useBlocker needs the app's data router; a page rendered in a plain router (tests) has the tab's guard only.
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useRouteGuard(inDataRouter, unsaved, flush);
}

function useRouteGuard(inDataRouter: boolean, unsaved: boolean, flush: () => Promise<boolean>) {
  const blocker = useBlockerIf(inDataRouter, unsaved);
  useEffect(() => {
    if (blocker?.state !== 'blocked') return;
    void flush().then((ok) => {
      if (ok || window.confirm(LEAVE_UNSAVED)) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, flush]);
}

/** `useBlocker` where there is a data router to ask (whether there is one never changes for a mounted page). */
function useBlockerIf(inDataRouter: boolean, when: boolean) {
  return inDataRouter
    ? // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition is fixed for a mounted page (see above)
      useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname)
    : null;
}
