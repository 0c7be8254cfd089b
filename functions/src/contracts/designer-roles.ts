// The admin page's designers and what revoking one changed: plain values (zod-free, so the admin page loads no zod).
/** GET /api/admin/designers: the designers with a profile whose account holds the role, by name. */
export interface AdminDesigner {
  id: string;
  name: string;
  email: string | null;
  /** Suspended: hidden from /designers, takes no new work until reinstated. */
  suspended: boolean;
}

export interface AdminDesigners {
  designers: AdminDesigner[];
}

/** The longest reason an admin gives for revoking (POST /api/admin/designers/:id/revoke, contracts/designers.ts). */
export const REVOKE_REASON_MAX = 500;

/** What revoking a designer changed: work back in the queue, co-editing ended, consultations cancelled. */
export interface DesignerRevoked {
  reviews: number;
  projects: number;
  boards: number;
  consultations: number;
}

export const DESIGNER_ACCOUNT_NOT_FOUND = 'This designer does not exist.';
export const DESIGNER_SUSPENDED_ALREADY = 'This designer is already suspended.';
export const DESIGNER_NOT_SUSPENDED = 'This designer is not suspended.';
/** A suspended designer claiming a review or taking a project (403). */
export const DESIGNER_SUSPENDED = 'Your designer account is suspended: you keep the work you have, but cannot take new work.';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the admin page and `admin:grant --revoke` say once a designer's role is revoked. */
export function revokedSummary(name: string, revoked: DesignerRevoked): string {
  return (
    `${name} is no longer a designer. ${count(revoked.reviews, 'review', 'reviews')} and ` +
    `${count(revoked.projects, 'project', 'projects')} went back to the queue, ` +
    `${count(revoked.boards, 'concept board is', 'concept boards are')} no longer co-edited by them, and ` +
    `${count(revoked.consultations, 'upcoming consultation was', 'upcoming consultations were')} cancelled and given back to the members.`
  );
}
