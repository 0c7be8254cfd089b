// The bell's count as it changes, through a Firestore listener on `notificationCounts/{uid}` (the live listeners'
// chunk and sign-in, lib/live-firestore.ts): a new message or any other notification shows at once, without a poll.
import { doc, onSnapshot } from 'firebase/firestore';
import { liveSignIn } from '../../../lib/live-firestore';

/** Calls `onUnread` with the unread count at once and after every change; answers the stop. */
export async function listenToUnread(onUnread: (unread: number) => void, onError: (error: Error) => void): Promise<() => void> {
  const { db, uid, track } = await liveSignIn();
  const unsubscribe = onSnapshot(
    doc(db, 'notificationCounts', uid),
    (snapshot) => onUnread(Math.max(0, Number(snapshot.get('unread') ?? 0) || 0)),
    onError,
  );
  return track(unsubscribe);
}
