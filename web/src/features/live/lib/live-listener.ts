// The live layout listener, in its own chunk, loaded only on a board page its viewer may edit (lib/live-firestore signs
// it in).
import { LiveLayoutDocSchema, type LiveLayoutDoc } from '@contracts/live';
import { doc, onSnapshot } from 'firebase/firestore';
import { liveSignIn } from '../../../lib/live-firestore';

export interface LiveConnection {
  /** The account the listener listens for (the uid its sign-in's claim names). */
  uid: string;
  stop(): void;
}

/**
 * Signs the listener in for the session's user (again when the session changed), then calls `onChange` with the board's
 * live document at once and after every change; `onError` when the rules refuse it (the caller is no editor any more).
 */
export async function listenToLiveLayout(
  boardId: string,
  onChange: (live: LiveLayoutDoc) => void,
  onError: (error: Error) => void,
): Promise<LiveConnection> {
  const { db, uid, track } = await liveSignIn();
  const unsubscribe = onSnapshot(
    doc(db, 'liveLayouts', boardId),
    (snapshot) => {
      const parsed = LiveLayoutDocSchema.safeParse(snapshot.data());
      if (parsed.success) onChange(parsed.data);
    },
    onError,
  );
  return { uid, stop: track(unsubscribe) };
}
