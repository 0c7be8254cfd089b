// A thread's messages as they arrive, through a Firestore listener (its own chunk, as the live layout's): the rules
// let only the thread's two sides read them.
import { MessageDocSchema, messagePictureUrl, threadId, type ThreadKind, type ThreadMessage } from '@contracts/messages';
import { collection, limit, onSnapshot, orderBy, query, Timestamp } from 'firebase/firestore';
import { liveSignIn } from '../../../lib/live-firestore';

/** The newest messages the listener keeps up to date; older ones come from the API page by page. */
export const LISTENED_MESSAGES = 50;

/** Calls `onMessages` with the newest messages (newest first) at once and after every new one; answers the stop. */
export async function listenToThread(
  kind: ThreadKind,
  id: string,
  onMessages: (messages: ThreadMessage[]) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { db, track } = await liveSignIn();
  const newest = query(collection(db, 'threads', threadId(kind, id), 'messages'), orderBy('createdAt', 'desc'), limit(LISTENED_MESSAGES));
  const unsubscribe = onSnapshot(
    newest,
    (snapshot) => {
      const messages = snapshot.docs.flatMap((doc): ThreadMessage[] => {
        const data = doc.data();
        const parsed = MessageDocSchema.safeParse(data);
        if (!parsed.success || !(data.createdAt instanceof Timestamp)) return [];
        const { picture } = parsed.data;
        return [
          {
            id: doc.id,
            author: { id: parsed.data.authorUid, name: parsed.data.authorName },
            text: parsed.data.text,
            picture: picture
              ? { url: messagePictureUrl(kind, id, doc.id, picture.key), width: picture.width, height: picture.height }
              : null,
            created_at: data.createdAt.toDate().toISOString(),
          },
        ];
      });
      onMessages(messages);
    },
    onError,
  );
  return track(unsubscribe);
}
