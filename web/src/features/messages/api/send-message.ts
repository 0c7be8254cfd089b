import type { ThreadKind, ThreadMessage } from '@contracts/messages';
import { api } from '../../../lib/api-client';

/** POST /api/threads/:kind/:id/messages {text, client_key}: the key the pending message shows under. */
export function sendMessage(kind: ThreadKind, id: string, text: string, clientKey?: string): Promise<ThreadMessage> {
  return api<ThreadMessage>(`threads/${kind}/${encodeURIComponent(id)}/messages`, { body: { text, client_key: clientKey } });
}

/** POST /api/threads/:kind/:id/pictures: the photo itself as the body (the generate function takes uploads). */
export function sendPicture(kind: ThreadKind, id: string, file: Blob): Promise<ThreadMessage> {
  return api<ThreadMessage>(`threads/${kind}/${encodeURIComponent(id)}/pictures`, { body: file });
}
