// Accounts: the forms' validation rules with the spec's messages word for word. The web forms and the API use these same schemas.
import { z } from 'zod';
import { megapixels } from './uploads.js';

/** The example shown in the register form's e-mail message. */
export const EMAIL_EXAMPLE = 'name@example.com';

/** A trimmed string, `required` when empty; callers add rules in order, and a field shows its first failing message. */
function text(required: string) {
  return z.string({ error: required }).trim().min(1, { error: required });
}

const NAME_MAX = 50;
const ADDRESS_MAX = 100;
const EMAIL_MAX = 254;

// Login and Forgot Password (spec 5): the provider checks the rest.
export const LoginForm = z.object({
  email: text('Email is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const ForgotPasswordForm = z.object({ email: text('Email is required.') });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

/**
 * A person's name: letters of any script (with their combining marks), spaces, hyphens and apostrophes, so
 * "O'Brien-Smith", "Zoë" and "李 小龙" pass; digits and symbols do not.
 */
const PERSON_NAME = /^[\p{L}\p{M}\s'’-]+$/u;

// Register.
const registerName = (label: 'First Name' | 'Last Name') =>
  text(`${label} is required`)
    .regex(PERSON_NAME, { error: `${label} can only contain letters and spaces` })
    .max(NAME_MAX, { error: `${label} must be less than ${NAME_MAX} characters` });

const email = text('Email is required')
  .max(EMAIL_MAX, { error: `Email must be a valid email address (e.g., ${EMAIL_EXAMPLE})` })
  .pipe(z.email({ error: `Email must be a valid email address (e.g., ${EMAIL_EXAMPLE})` }));

const address = text('Address is required').max(ADDRESS_MAX, { error: `Address must be less than ${ADDRESS_MAX} characters` });

export const PASSWORD_RULE =
  'Password must be 8-15 characters long, with at least one uppercase, one lowercase, and one special character.';

/** What POST /api/sign_up carries: the password goes to the identity provider only, never to our server. */
export const SignUpRequest = z.object({
  first_name: registerName('First Name'),
  last_name: registerName('Last Name'),
  email,
  address,
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** The Register modal: the sign-up fields plus the password pair, checked in the browser before the provider call. */
export const RegisterForm = SignUpRequest.extend({
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s]).{8,15}$/, { error: PASSWORD_RULE }),
  confirm_password: z.string({ error: 'Please confirm your password' }).min(1, { error: 'Please confirm your password' }),
}).refine((form) => form.password === form.confirm_password, {
  error: 'Passwords do not match',
  path: ['confirm_password'],
  // Shown beside the other fields' messages, as soon as both passwords are typed.
  when: ({ value }) => {
    const form = value as Partial<Record<'password' | 'confirm_password', unknown>>;
    return typeof form.password === 'string' && typeof form.confirm_password === 'string' && form.confirm_password.length > 0;
  },
});
export type RegisterForm = z.infer<typeof RegisterForm>;

// Edit Profile.
const profileName = (label: 'First name' | 'Last name') =>
  text(`${label} is required`)
    .regex(PERSON_NAME, { error: `${label} can only contain letters and hyphens` })
    .max(NAME_MAX, { error: `${label} must be less than ${NAME_MAX} characters` });

export const ProfileForm = z.object({
  first_name: profileName('First name'),
  last_name: profileName('Last name'),
  user_name: text('Username is required')
    .min(3, { error: 'Username must be at least 3 characters' })
    .max(30, { error: 'Username must be less than 30 characters' })
    .regex(/^[A-Za-z0-9._]+$/, { error: 'Username can only contain letters, numbers, dot,and underscores' })
    .regex(/[A-Za-z]/, { error: 'Username must contain at least one alphabet' }),
});
export type ProfileForm = z.infer<typeof ProfileForm>;

// Account Management (billing address).
const place = (label: 'City' | 'State' | 'Country', pattern: RegExp, charset: string) =>
  text(`${label} is required`)
    .regex(pattern, { error: `${label} can only contain ${charset}` })
    .max(NAME_MAX, { error: `${label} must be less than ${NAME_MAX} characters` });

export const AccountForm = z.object({
  address,
  unit: z.string().trim().max(ADDRESS_MAX).optional().default(''),
  zip: text('Zip code is required').regex(/^\d{5}(-\d{4})?$/, { error: 'Please enter a valid zip code (e.g., 12345 or 12345-6789)' }),
  city: place('City', /^[A-Za-z\s-]+$/, 'letters and hyphens'),
  state: place('State', /^[A-Za-z\s]+$/, 'letters'),
  country: place('Country', /^[A-Za-z\s]+$/, 'letters'),
});
export type AccountForm = z.infer<typeof AccountForm>;

const PROFILE_FIELDS = ['first_name', 'last_name', 'user_name'] as const;
const ACCOUNT_FIELDS = ['address', 'unit', 'zip', 'city', 'state', 'country'] as const;

/**
 * PUT /api/save-profile: the Edit Profile fields, the billing address, or both. A group is checked in full as soon as one
 * of its fields is sent; anything else in the body (the spec's placeholder plan and invoices) is ignored.
 */
export const SaveProfileRequest = z
  .record(z.string(), z.unknown(), { error: 'Send the profile as a JSON object.' })
  .transform((body, ctx) => {
    const sent = (fields: readonly string[]) => fields.some((field) => body[field] !== undefined);
    const out: { profile?: ProfileForm; account?: AccountForm } = {};
    if (sent(PROFILE_FIELDS)) {
      const result = ProfileForm.safeParse(body);
      if (result.success) out.profile = result.data;
      else ctx.issues.push(...result.error.issues.map((issue) => ({ ...issue, input: undefined })));
    }
    if (sent(ACCOUNT_FIELDS)) {
      const result = AccountForm.safeParse(body);
      if (result.success) out.account = result.data;
      else ctx.issues.push(...result.error.issues.map((issue) => ({ ...issue, input: undefined })));
    }
    if (!sent(PROFILE_FIELDS) && !sent(ACCOUNT_FIELDS))
      ctx.issues.push({ code: 'custom', message: 'There is nothing to save.', input: body });
    return out;
  });
export type SaveProfileRequest = z.output<typeof SaveProfileRequest>;

/** PUT /api/profile-image: the image file itself as the body (its own Content-Type), checked and resized on the server. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_NOT_IMAGE = 'Choose an image file (JPEG, PNG, WebP or GIF).';
export const AVATAR_TOO_LARGE = 'The image is too large. Choose one under 5 MB.';
/** Pixel caps, from the header before decoding (the light API's memory plan, in the README); a 256 px avatar needs no more. */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
/** GIF, WebP, progressive JPEG and interlaced PNG are decoded whole. */
export const AVATAR_MAX_WHOLE_DECODE_PIXELS = 2048 * 2048;
export const AVATAR_TOO_MANY_PIXELS = `The image has too many pixels. Choose one of at most ${megapixels(AVATAR_MAX_PIXELS)} (4096 × 4096).`;
export const AVATAR_TOO_MANY_PIXELS_WHOLE =
  `The image is a GIF, a WebP, a progressive JPEG or an interlaced PNG of more than ${megapixels(AVATAR_MAX_WHOLE_DECODE_PIXELS)}, ` +
  'which takes too much memory to read. Choose a standard JPEG or PNG, or a smaller image.';

export const AvatarResponse = z.object({ image: z.string() });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

/** GET /api/get-profile. Unset text fields are empty strings; image is a URL or null. */
export const ProfileResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  image: z.string().nullable(),
  email: z.string(),
  address: z.string(),
  unit: z.string(),
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  membership: z.object({ tier: z.string(), status: z.string() }).loose().optional(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

// Contact form 'Fill the Form Below' (the spec shows no client rules; these keep the inbox useful).
export const ContactForm = z.object({
  name: text('Name is required').max(NAME_MAX * 2, { error: 'Name must be less than 100 characters' }),
  email,
  phone: z
    .string()
    .trim()
    .max(25, { error: 'Phone number must be less than 25 characters' })
    .regex(/^[0-9+()\-.\s]*$/, { error: 'Phone number can only contain digits, spaces and + ( ) - .' })
    .optional()
    .default(''),
  subject: text('Subject is required').max(150, { error: 'Subject must be less than 150 characters' }),
  message: text('Message is required').max(5000, { error: 'Message must be less than 5000 characters' }),
});
export type ContactForm = z.infer<typeof ContactForm>;

export const NewsletterRequest = z.object({ email });
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;

/** The notice Home shows once the account is deleted and the member signed out. */
export const ACCOUNT_DELETED_NOTICE = 'Your account is deleted. Thank you for using Roomboard.';
export const CONFIRM_REQUIRED = 'Please type your account’s e-mail address to confirm.';
/** DELETE /api/account: the member types their account's e-mail address to confirm. */
export const DeleteAccountRequest = z.object({
  confirm: z.string({ error: CONFIRM_REQUIRED }).trim().min(1, CONFIRM_REQUIRED).max(320, CONFIRM_REQUIRED),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
