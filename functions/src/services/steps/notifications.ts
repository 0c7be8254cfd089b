import type { NotificationEvent } from '../../contracts/notifications.js';
import { publicName } from '../../contracts/public-name.js';
import { normaliseEmail } from '../../domain/accounts.js';
import { notificationId } from '../../domain/notifications.js';
import type { Notifications } from '../../ports/notifications.port.js';
import type { UsersRepository } from '../../ports/users.port.js';
import { notificationLogs } from '../notifications.logs.js';
import { nowOf } from './clock.js';

export interface NotificationsDeps {
  notifications: Notifications;
  users: Pick<UsersRepository, 'get'>;
  now?: () => Date;
}

/** An event whose actor's name may be left out: it is then read from the actor's profile. */
type NotifyEvent = NotificationEvent extends infer E
  ? E extends NotificationEvent
    ? Omit<E, 'actor'> & { actor: { id: string; name?: string } }
    : never
  : never;

/**
 * Tells `recipientUid` about `event`, once (repeats of the same event collapse), never about their own doing. A
 * notification is a side effect: its failure is logged and the member's action goes on.
 */
export async function notify(deps: NotificationsDeps, recipientUid: string, event: NotifyEvent): Promise<void> {
  if (recipientUid === event.actor.id) return;
  try {
    const name = event.actor.name ?? publicName(await deps.users.get(event.actor.id));
    const full = { ...event, actor: { id: event.actor.id, name } } as NotificationEvent;
    const id = notificationId(full);
    if (await deps.notifications.add(recipientUid, id, full, nowOf(deps))) notificationLogs.sent(recipientUid, id);
  } catch (error) {
    notificationLogs.notSent(recipientUid, event.kind, error);
  }
}

/** Takes back what notify() told the account with this address (an invitation withdrawn); a failure is logged. */
export async function unnotifyAddress(deps: NotificationsDeps, email: string, event: NotificationEvent): Promise<void> {
  try {
    const uid = await deps.notifications.accountByEmail(normaliseEmail(email));
    if (uid) await deps.notifications.remove(uid, notificationId(event));
  } catch (error) {
    notificationLogs.notSent(null, event.kind, error);
  }
}

/** notify() for the account with this address, when there is one (an invitation to an address nobody signed up with). */
export async function notifyAddress(deps: NotificationsDeps, email: string, event: NotifyEvent): Promise<void> {
  try {
    const uid = await deps.notifications.accountByEmail(normaliseEmail(email));
    if (uid) await notify(deps, uid, event);
  } catch (error) {
    notificationLogs.notSent(null, event.kind, error);
  }
}
