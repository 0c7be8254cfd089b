import { z } from 'zod';

/** GET /api/email-verification, and the answer of POST (which sends the verification e-mail again). */
export const EmailVerificationSchema = z.object({
  email: z.string(),
  /** The account's e-mail is verified now (the session may have been made before). */
  verified: z.boolean(),
});
export type EmailVerification = z.infer<typeof EmailVerificationSchema>;

export const VERIFICATION_NO_ADDRESS = 'This account has no e-mail address to verify.';
export const VERIFICATION_TOO_SOON = 'We sent the e-mail a moment ago. Check your inbox and spam folder, or try again in a minute.';
export const VERIFICATION_NOT_SENT = 'We could not send the e-mail just now. Please try again in a few minutes.';
