// Designer applications' rules: one pending application per member at a time; an application is decided once.
import { APPLICATION_MESSAGES, type ApplicationStatus } from '../contracts/designer-application-rules.js';
import { conflict } from './errors.js';

/** A portfolio picture kept with the application: a file in the blob store, and the board it was copied from. */
export interface PortfolioPicture {
  path: string;
  boardId: string | null;
}

/** `designerApplications/{id}`. */
export interface ApplicationRecord {
  id: string;
  uid: string;
  /** The sign-in address when they applied (the admin page shows it). */
  email: string | null;
  name: string;
  bio: string;
  styles: string[];
  timeZone: string;
  meetingUrl: string;
  portfolio: PortfolioPicture[];
  createdAt: Date;
  status: ApplicationStatus;
  /** The decline's reason. */
  reason: string | null;
  decidedAt: Date | null;
  /** The admin who decided it. */
  decidedBy: string | null;
}

export type NewApplication = Omit<ApplicationRecord, 'id' | 'status' | 'reason' | 'decidedAt' | 'decidedBy'>;

/** A member applies once at a time: refused (409) while their latest application waits; again after a decline. */
export function checkCanApply(latest: ApplicationRecord | null): void {
  if (latest?.status === 'pending') throw conflict(APPLICATION_MESSAGES.pending);
}

/** Approves a pending application; one already decided is 409 (approving twice grants once). */
export function approveApplication(record: ApplicationRecord, adminUid: string, now: Date): ApplicationRecord {
  if (record.status !== 'pending') throw conflict(APPLICATION_MESSAGES.decided);
  return { ...record, status: 'approved', decidedAt: now, decidedBy: adminUid, reason: null };
}

/** Declines a pending application with its reason; one already decided is 409. */
export function declineApplication(record: ApplicationRecord, adminUid: string, reason: string, now: Date): ApplicationRecord {
  if (record.status !== 'pending') throw conflict(APPLICATION_MESSAGES.decided);
  return { ...record, status: 'declined', decidedAt: now, decidedBy: adminUid, reason };
}
