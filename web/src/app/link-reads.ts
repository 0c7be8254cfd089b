import { auditLogKey } from '../features/audit-log/api/get-audit-log';
import { boardKeys } from '../features/boards/api/board-keys';
import { designersKeys } from '../features/designers/api/designers-keys';
import { notificationKeys } from '../features/notifications/api/notification-keys';
import { linkReads } from '../lib/linked-reads';

/** Gives each read that another feature's write changes its owner's cache key (lib/linked-reads.ts). */
export function linkFeatureReads(): void {
  linkReads({
    'board-lists': boardKeys.lists,
    boards: boardKeys.all,
    notifications: notificationKeys.all,
    'audit-log': auditLogKey,
    designers: designersKeys.all,
  });
}
