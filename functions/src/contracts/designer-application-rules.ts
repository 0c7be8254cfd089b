// Designer applications' plain values (limits, messages, views), without a schema, so the pages that only show an
// application do not load zod. The form's schema is contracts/designer-applications.ts.

export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_LIMITS = { portfolioMin: 3, portfolioMax: 6, bioMax: 1000, reasonMax: 500 } as const;

export const APPLICATION_MESSAGES = {
  name: 'Enter your name.',
  bio: 'Tell us about your work.',
  styles: 'Choose at least one style.',
  timeZone: 'Choose a time zone from the list.',
  meetingUrl: 'Enter the https link of your meeting room.',
  portfolioCount: 'Add 3 to 6 portfolio pictures.',
  pictureUnknown: 'One of your portfolio pictures was not found. Upload it again.',
  boardUnavailable: 'One of the boards you chose is not one of your public boards.',
  pictureTwice: 'Each portfolio picture can be added once.',
  terms: 'Accept the designer terms and rates to apply.',
  unverified: 'Verify your e-mail address before you apply: open the link in the e-mail we sent you.',
  pending: 'You already have an application waiting for review. We will e-mail you once it is decided.',
  alreadyDesigner: 'You are already a Roomboard designer.',
  notFound: 'This application does not exist.',
  decided: 'This application has already been decided.',
  reasonRequired: 'Enter the reason for declining.',
  sent: 'Thank you. Your application is waiting for review; we will e-mail you once it is decided.',
} as const;

/** A portfolio picture as the API shows it: its URL, and the board it came from (null: uploaded). */
interface PortfolioPictureView {
  url: string;
  board_id: string | null;
}

/** An application as its member and the admins see it. */
export interface DesignerApplicationView {
  id: string;
  status: ApplicationStatus;
  name: string;
  bio: string;
  styles: string[];
  time_zone: string;
  meeting_url: string;
  portfolio: PortfolioPictureView[];
  created_at: string;
  decided_at: string | null;
  /** Why it was declined (null otherwise). */
  reason: string | null;
}

/**
 * GET /api/designer-applications/mine: the member's latest application (null: none), whether their address is verified
 * (only then may they apply), and whether they already hold the designer role.
 */
export interface MyDesignerApplication {
  application: DesignerApplicationView | null;
  email_verified: boolean;
  designer: boolean;
}

/** GET /api/admin/applications?status=: oldest first, with who applied. */
export interface AdminApplications {
  applications: (DesignerApplicationView & { applicant: { uid: string; email: string | null } })[];
}

/** POST /api/designer-applications/pictures: the uploaded picture's key (sent back in the form) and URL. */
export interface PortfolioUpload {
  path: string;
  url: string;
}

/** Where an approved designer starts: the workspace. */
export const DESIGNER_WORKSPACE_PATH = '/designer';
