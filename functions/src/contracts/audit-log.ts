// The admin page's audit log: plain values (zod-free, so the admin page loads no zod).

/** One line of GET /api/admin/audit: who (a name or address), when, what, on what, why. */
export interface AuditLine {
  id: string;
  /** ISO 8601. */
  at: string;
  actor: { uid: string; name: string };
  action: string;
  target: { kind: string; id: string };
  reason: string | null;
  details: Record<string, string | number | boolean | null>;
}

/** GET /api/admin/audit?cursor=: newest first; `next` is the cursor of the page after, null at the end. */
export interface AuditPage {
  entries: AuditLine[];
  next: string | null;
}

/** How many lines a page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 25;

/** What each action is called on the admin page. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  hide: 'Hid',
  restore: 'Restored',
  'dismiss-reports': 'Dismissed the reports of',
  'approve-application': 'Approved the application',
  'decline-application': 'Declined the application',
  'suspend-designer': 'Suspended the designer',
  'reinstate-designer': 'Reinstated the designer',
  'revoke-designer': "Revoked the designer's role",
  reassign: 'Reassigned',
  'credit-allowance': 'Gave an allowance back to',
  'refund-period': 'Refunded the period of',
  'run-payouts': 'Paid the designers for',
  'emergency-cancel': 'Cancelled in an emergency',
};

/** The name the log gives the operator's command-line tool (`npm run admin:grant`). */
export const TOOL_ACTOR_NAME = 'npm run admin:grant';
