import type { ThreadKind, ThreadMessage } from '@contracts/messages';
import { api } from '../../../lib/api-client';

/** POST /api/threads/:kind/:id/messages {text}. */
export function sendMessage(kind: ThreadKind, id: string, text: string): Promise<ThreadMessage> {
  return api<ThreadMessage>(`threads/${kind}/${encodeURIComponent(id)}/messages`, { body: { text } });
}

/** POST /api/threads/:kind/:id/pictures: the photo itself as the body (the generate function takes uploads). */
export function sendPicture(kind: ThreadKind, id: string, file: Blob): Promise<ThreadMessage> {
  return api<ThreadMessage>(`threads/${kind}/${encodeURIComponent(id)}/pictures`, { body: file });
}
