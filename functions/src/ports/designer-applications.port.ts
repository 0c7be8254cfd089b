import type { ApplicationStatus } from '../contracts/designer-application-rules.js';
import type { ApplicationRecord, NewApplication } from '../domain/designer-applications.js';

/**
 * `designerApplications/{id}`, and `designerApplicants/{uid}` naming each member's latest application, so that a member's
 * application is read (and their one-at-a-time rule checked) in one transaction.
 */
export interface DesignerApplications {
  /**
   * In one transaction: reads the member's latest application, calls `check` with it (which throws to refuse), and
   * stores the new one as their latest. Answers the stored application.
   */
  submit(application: NewApplication, check: (latest: ApplicationRecord | null) => void): Promise<ApplicationRecord>;
  /** The member's latest application, or null. */
  latest(uid: string): Promise<ApplicationRecord | null>;
  /** Those with this status, oldest first, at most `limit`. */
  list(status: ApplicationStatus, limit: number): Promise<ApplicationRecord[]>;
  /**
   * In one transaction: reads the application, calls `decide` with it (which throws to refuse) and writes what it
   * returns. Throws the domain's notFound when there is none.
   */
  decide(id: string, decide: (record: ApplicationRecord) => ApplicationRecord): Promise<ApplicationRecord>;
}
