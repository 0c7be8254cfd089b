/** What an admin (or the operator's tool) did; one audit line each. */
export const AUDIT_ACTIONS = [
  'hide',
  'restore',
  'dismiss-reports',
  'approve-application',
  'decline-application',
  'suspend-designer',
  'reinstate-designer',
  'revoke-designer',
  'reassign',
  'credit-allowance',
  'refund-period',
  'run-payouts',
  'emergency-cancel',
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A consultation as an audit target keeps the old word: audit lines already stored name it so. */
export const CONSULTATION_AUDIT_KIND = 'booking';
export const AUDIT_TARGET_KINDS = [
  'board',
  'comment',
  'application',
  'designer',
  'member',
  'review',
  'project',
  CONSULTATION_AUDIT_KIND,
  'payouts',
] as const;
type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export interface AuditEntry {
  id: string;
  at: Date;
  /** The admin's uid, or 'tool:admin:grant'. */
  actorUid: string;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string };
  reason: string | null;
  /** What it changed, in a few plain fields. */
  details: Record<string, string | number | boolean | null>;
}

/**
 * `auditLog/{id}`: every admin action, appended once after it succeeds (who, when, what, why); the admin page reads it.
 * Nobody edits or deletes a line.
 */
export interface AuditLog {
  append(entry: Omit<AuditEntry, 'id'>): Promise<void>;
  /** Newest first (then the higher id); `cursor` is the `nextCursor` of the page before (opaque; a bad one is a 400). */
  list(page: { limit: number; cursor?: string | null }): Promise<{ entries: AuditEntry[]; nextCursor: string | null }>;
}
