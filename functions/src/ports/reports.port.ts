import type { AdminActionName } from '../contracts/community.js';
import type { ReportKind, ReportReason } from '../contracts/community-rules.js';

/** `reports/{kind_item_reporter}`: one report per member per board or comment. */
export interface ReportRecord {
  kind: ReportKind;
  itemId: string;
  /** The board the item is (or is on). */
  boardId: string;
  reporterUid: string;
  reason: ReportReason;
  text: string | null;
  createdAt: Date;
  status: 'open' | 'dismissed';
  /** The owner of a hidden board asking for another look (the reporter is the owner; `text` is what they say). */
  appeal?: boolean;
}

export interface AdminAction {
  adminUid: string;
  action: AdminActionName;
  kind: ReportKind;
  itemId: string;
  at: Date;
}

export interface Reports {
  /** Writes the report; false (nothing written) when this member already reported this item. */
  add(report: ReportRecord): Promise<boolean>;
  /** Open reports, newest first, at most `limit`. */
  open(limit: number): Promise<ReportRecord[]>;
  /** Marks every open report of the item dismissed; answers how many. */
  dismiss(kind: ReportKind, itemId: string): Promise<number>;
  /** `adminActions/{id}`: who did what to which item, and when. */
  logAction(action: AdminAction): Promise<void>;
}
