/**
 * The mails' words and look: each template gives the content, `renderMail` lays it out twice, as plain text and as
 * HTML for a phone first (one column of at most 560 px, 16 px text, a full-width button), in the app's look: a serif
 * display face for the heading and one accent colour.
 */
export interface MailContent {
  subject: string;
  /** The line a mail app shows beside the subject before the mail is opened. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** A quoted passage (a comment's text), shown set apart. */
  quote?: string;
  /** The one thing to do, as a button (and a plain link in the text version). */
  action?: { label: string; url: string };
  /** A line under the button, e.g. the same link to copy. */
  after?: string;
}

interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Footer {
  /** Why the member gets this mail, e.g. 'You get this mail because someone commented on your board.' */
  reason: string;
  /** The one-click unsubscribe page and Account Management, for the mails a member may turn off. */
  unsubscribeUrl?: string;
  preferencesUrl?: string;
  /** The unsubscribe link's words, 'Unsubscribe' unless said. */
  unsubscribeLabel?: string;
}

const ACCENT = '#a64b2a';
const INK = '#1f2421';
const MUTED = '#595e58';
const PAPER = '#fbf8f3';
const LINE = '#e2d9cc';
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function renderText(content: MailContent, footer: Footer): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.quote) lines.push(...content.quote.split('\n').map((line) => `> ${line}`), '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.after) lines.push(content.after, '');
  lines.push('--', 'Roomboard', footer.reason);
  if (footer.unsubscribeUrl) lines.push(`${footer.unsubscribeLabel ?? 'Unsubscribe'}: ${footer.unsubscribeUrl}`);
  if (footer.preferencesUrl) lines.push(`E-mail preferences: ${footer.preferencesUrl}`);
  return `${lines.join('\n')}\n`;
}

function renderHtml(content: MailContent, footer: Footer): string {
  const p = (text: string) => `<p style="margin:0 0 16px;font:16px/1.55 ${SANS};color:${INK}">${escapeHtml(text)}</p>`;
  const quote = content.quote
    ? `<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:3px solid ${ACCENT};background:${PAPER};font:16px/1.55 ${SANS};color:${INK};white-space:pre-line">${escapeHtml(content.quote)}</blockquote>`
    : '';
  const action = content.action
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td style="border-radius:999px;background:${ACCENT};text-align:center"><a href="${escapeHtml(content.action.url)}" style="display:block;padding:14px 24px;font:600 16px/1.2 ${SANS};color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(content.action.label)}</a></td></tr></table>`
    : '';
  const after = content.after
    ? `<p style="margin:0 0 16px;font:14px/1.5 ${SANS};color:${MUTED};word-break:break-all">${escapeHtml(content.after)}</p>`
    : '';
  const links = [
    footer.unsubscribeUrl
      ? `<a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:${MUTED}">${escapeHtml(footer.unsubscribeLabel ?? 'Unsubscribe')}</a>`
      : '',
    footer.preferencesUrl ? `<a href="${escapeHtml(footer.preferencesUrl)}" style="color:${MUTED}">E-mail preferences</a>` : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAPER}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 8px 16px;font:600 22px/1 ${SERIF};color:${ACCENT}">Roomboard</td></tr>
<tr><td style="padding:28px 24px 12px;background:#ffffff;border:1px solid ${LINE};border-radius:16px">
<h1 style="margin:0 0 16px;font:500 26px/1.25 ${SERIF};color:${INK}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${quote}${action}${after}
</td></tr>
<tr><td style="padding:16px 8px;font:13px/1.5 ${SANS};color:${MUTED}">${escapeHtml(footer.reason)}${links.length ? `<br>${links.join(' · ')}` : ''}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

export function renderMail(content: MailContent, footer: Footer): RenderedMail {
  return { subject: content.subject, text: renderText(content, footer), html: renderHtml(content, footer) };
}

export const dateLine = (when: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(when);

/** 'a•••@example.com': enough for its owner to recognise an address, not enough to give it away. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

export const mailTemplates = {
  // The subject and preview are Roomboard's own words: an inbox shows them before the mail is opened, and the name and
  // title inside are the sender's to choose.
  invitation: (input: { ownerName: string; boardTitle: string; inviteUrl: string }): MailContent => ({
    subject: 'You are invited to edit a board on Roomboard',
    preview: 'A Roomboard member invited this address to lay out a room together.',
    heading: 'You are invited to edit a board',
    paragraphs: [
      `${input.ownerName} invited you to edit the board “${input.boardTitle}” with them on Roomboard. Sign in with this address to accept; you will both see each other's changes as you make them.`,
    ],
    action: { label: 'Open the invitation', url: input.inviteUrl },
    after: `Or copy this link: ${input.inviteUrl}`,
  }),

  emailChanged: (input: { newEmail: string; signInUrl: string; siteUrl: string }): MailContent => ({
    subject: 'Your Roomboard e-mail address was changed',
    preview: `Mail from Roomboard now goes to ${input.newEmail}.`,
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `The e-mail address of your Roomboard account was changed to ${input.newEmail}, and Roomboard's mail now goes there.`,
      `If you did not change it, someone else may be using your account: write to us at once with Contact us, at the foot of every page of ${input.siteUrl}, and we will help you get it back. If you still can, sign in at ${input.signInUrl} and change your password.`,
    ],
    action: { label: 'This was not me', url: input.siteUrl },
  }),

  passwordChanged: (input: { signInUrl: string; siteUrl: string }): MailContent => ({
    subject: 'Your Roomboard password was changed',
    preview: 'If you changed it, there is nothing to do.',
    heading: 'Your password was changed',
    paragraphs: [
      'The password of your Roomboard account was just changed. If you changed it, there is nothing to do.',
      `If you did not, reset it now: open the sign-in page and choose Forgot Password. Then write to us with Contact us, at the foot of every page of ${input.siteUrl}.`,
    ],
    action: { label: 'Reset my password', url: input.signInUrl },
  }),

  verifyEmail: (input: { verifyUrl: string }): MailContent => ({
    subject: 'Verify your e-mail address for Roomboard',
    preview: 'One click, and invitations and paid boards are open to you.',
    heading: 'Verify your e-mail address',
    paragraphs: [
      'Open the link below to verify this address. The Roomboard page you have open goes on by itself once you have.',
      'If you did not ask for this, you can ignore this mail.',
    ],
    action: { label: 'Verify my address', url: input.verifyUrl },
    after: `Or copy this link: ${input.verifyUrl}`,
  }),

  comment: (input: { authorName: string; boardTitle: string; text: string; boardUrl: string }): MailContent => ({
    subject: `${input.authorName} commented on “${input.boardTitle}”`,
    preview: input.text.slice(0, 120),
    heading: 'A new comment on your board',
    paragraphs: [`${input.authorName} commented on your board “${input.boardTitle}”:`],
    quote: input.text,
    action: { label: 'See the comment', url: input.boardUrl },
  }),

  followerDigest: (input: { names: string[]; total: number; profileUrl: string }): MailContent => {
    const shown = input.names.slice(0, 5);
    const others = input.total - shown.length;
    const who = others > 0 ? `${shown.join(', ')} and ${others} other${others === 1 ? '' : 's'}` : shown.join(', ');
    const count = input.total === 1 ? 'one new follower' : `${input.total} new followers`;
    return {
      subject: `You have ${count} on Roomboard`,
      preview: `${who} started following you.`,
      heading: `You have ${count}`,
      paragraphs: [`${who} started following you yesterday. They will see your new public boards.`],
      action: { label: 'See your followers', url: input.profileUrl },
    };
  },

  paymentFailed: (input: { planName: string; manageUrl: string }): MailContent => ({
    subject: `Your ${input.planName} payment did not go through`,
    preview: 'Update your card to keep your membership.',
    heading: 'Your payment did not go through',
    paragraphs: [
      `We could not take the payment for your ${input.planName} membership. Your bank or card declined it; nothing was charged.`,
      'Update your card in Account Management to keep your membership. We will try again in a few days.',
    ],
    action: { label: 'Update your card', url: input.manageUrl },
  }),

  subscriptionEnding: (input: { planName: string; endsAt: Date; timeZone: string; manageUrl: string }): MailContent => ({
    subject: `Your ${input.planName} membership ends soon`,
    preview: `It ends on ${dateLine(input.endsAt, input.timeZone)}.`,
    heading: `Your ${input.planName} membership ends soon`,
    paragraphs: [
      `Your ${input.planName} membership ends on ${dateLine(input.endsAt, input.timeZone)}. After that your account stays, with the free plan's limits.`,
      'To keep it, renew it in Account Management.',
    ],
    action: { label: 'Keep my membership', url: input.manageUrl },
  }),

  reviewDelivered: (input: {
    designerName: string;
    boardTitle: string;
    revised: boolean;
    notes: number;
    swaps: number;
    reviewUrl: string;
  }): MailContent => {
    const what = input.revised ? 'revised review' : 'review';
    const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    return {
      subject: `Your ${what} of “${input.boardTitle}” is ready`,
      preview: `${input.designerName} answered with ${count(input.notes, 'note')} and ${count(input.swaps, 'product swap')}.`,
      heading: `Your ${what} is ready`,
      paragraphs: [
        `${input.designerName} reviewed your board “${input.boardTitle}”: ${count(input.notes, 'note')} pinned on the board, ${count(input.swaps, 'product swap')} and a summary.`,
        input.revised
          ? 'Read what changed, accept the swaps you like, and rate the review.'
          : 'Accept the swaps you like with one click. You may reply once for a revision, and rate the review.',
      ],
      action: { label: 'Read the review', url: input.reviewUrl },
    };
  },

  /** To the designer: the member's one revision round of a review. */
  reviewRevisionAsked: (input: { memberName: string; boardTitle: string; reply: string; workUrl: string }): MailContent => ({
    subject: `${input.memberName} asked for a revision of your review of “${input.boardTitle}”`,
    preview: 'Read what they ask, then deliver the revised review.',
    heading: 'A revision is asked',
    paragraphs: [`${input.memberName} read your review of “${input.boardTitle}” and asks for one revision:`],
    ...(input.reply ? { quote: input.reply } : {}),
    action: { label: 'Open your reviews', url: input.workUrl },
  }),

  /** To the designer: the member chose the concept to refine, or asks for their one round of changes. */
  projectDesignerStep: (input: {
    memberName: string;
    step: 'concept-chosen' | 'revision-asked';
    note: string;
    projectUrl: string;
  }): MailContent =>
    input.step === 'concept-chosen'
      ? {
          subject: `${input.memberName} chose a concept`,
          preview: 'Refine the chosen concept into the final board.',
          heading: 'A concept is chosen',
          paragraphs: [
            `${input.memberName} chose the concept to refine into the final board of their design project. Refine it together on the board, lay the room out on its plan, then deliver the final board.`,
          ],
          action: { label: 'Open the project', url: input.projectUrl },
        }
      : {
          subject: `${input.memberName} asked for changes to the final board`,
          preview: 'Their one round of changes to the final board.',
          heading: 'Changes are asked',
          paragraphs: [`${input.memberName} asks for one round of changes to the final board of their design project:`],
          ...(input.note ? { quote: input.note } : {}),
          action: { label: 'Open the project', url: input.projectUrl },
        },

  /** To the member: the designer of their review or project can no longer work on it (their role was revoked). */
  workReturned: (input: { designerName: string; boardTitle: string | null; workUrl: string }): MailContent => {
    const work = input.boardTitle === null ? 'your design project' : `your review of “${input.boardTitle}”`;
    return {
      subject: `${input.boardTitle === null ? 'Your design project' : `Your review of “${input.boardTitle}”`} is back in the queue`,
      preview: 'Another designer will take it.',
      heading: 'Back in the queue',
      paragraphs: [
        `${input.designerName} can no longer work on ${work}: it is back in the queue and another designer will take it.`,
        'There is nothing for you to do: we will tell you when a designer takes it.',
      ],
      action: { label: input.boardTitle === null ? 'Open the project' : 'Open the board', url: input.workUrl },
    };
  },

  /** Late work an admin gave to another designer: the member hears who has it now, the designer that it is theirs. */
  workReassigned: (input: {
    to: 'member' | 'designer';
    designerName: string;
    boardTitle: string | null;
    workUrl: string;
    due: string;
  }): MailContent => {
    const work = input.boardTitle === null ? 'design project' : `review of “${input.boardTitle}”`;
    return input.to === 'member'
      ? {
          subject: `${input.designerName} now works on your ${work}`,
          preview: `It is due by ${input.due}.`,
          heading: 'A new designer has your work',
          paragraphs: [`Roomboard gave your ${work} to ${input.designerName}, who will deliver it by ${input.due}.`],
          action: { label: input.boardTitle === null ? 'Open the project' : 'Open the board', url: input.workUrl },
        }
      : {
          subject: `Roomboard gave you a ${work}`,
          preview: `It is due by ${input.due}.`,
          heading: 'New work for you',
          paragraphs: [`Roomboard gave you a member’s ${work}. It is due by ${input.due}.`],
          action: { label: 'Open your work', url: input.workUrl },
        };
  },

  projectStep: (input: { designerName: string; step: 'concepts-ready' | 'delivered' | 'revised'; projectUrl: string }): MailContent =>
    input.step === 'concepts-ready'
      ? {
          subject: `${input.designerName} sent your concept boards`,
          preview: 'Choose the concept your designer will refine into your final board.',
          heading: 'Your concept boards are ready',
          paragraphs: [
            `${input.designerName} made the concept boards of your design project in your account. Look at each one, then choose the concept to refine into your final board.`,
          ],
          action: { label: 'See the concepts', url: input.projectUrl },
        }
      : {
          subject: `${input.designerName} ${input.step === 'revised' ? 'revised' : 'delivered'} your final board`,
          preview: 'Your final board, its plan, 3D view and shopping list are ready.',
          heading: input.step === 'revised' ? 'Your final board is revised' : 'Your final board is ready',
          paragraphs: [
            `${input.designerName} ${input.step === 'revised' ? 'revised' : 'delivered'} the final board of your design project, with its plan, its 3D view and its shopping list.`,
            input.step === 'revised'
              ? 'When you are happy with it, close the project and rate it.'
              : 'Ask for one round of changes if something should change, or close the project and rate it.',
          ],
          action: { label: 'See the final board', url: input.projectUrl },
        },

  /** To a member whose designer application was approved: what to do first, and where. */
  applicationApproved: (input: { name: string; workspaceUrl: string; availabilityUrl: string; getPaidUrl: string }): MailContent => ({
    subject: 'Welcome to Roomboard’s designers',
    preview: 'Your application was approved. Set your hours and how you get paid.',
    heading: `Welcome, ${input.name}`,
    paragraphs: [
      'Your application to design for Roomboard was approved: your profile is on Roomboard’s designers page, and members can ask you for reviews, consultations and projects.',
      `First, set the hours members can book you in your calendar: ${input.availabilityUrl}`,
      `Then set up how you get paid, so your earnings reach your bank: ${input.getPaidUrl}`,
      'Sign in again to open your designer workspace, where the review queue, your work and your messages are.',
    ],
    action: { label: 'Open your workspace', url: input.workspaceUrl },
  }),

  /** To a member whose designer application was declined, with the reason; they may apply again. */
  applicationDeclined: (input: { reason: string; applyUrl: string }): MailContent => ({
    subject: 'Your Roomboard designer application',
    preview: 'Your application was not approved this time.',
    heading: 'Your application was not approved',
    paragraphs: [
      'Thank you for applying to design for Roomboard. We did not approve your application this time, for the reason below. You may apply again whenever you like.',
    ],
    quote: input.reason,
    action: { label: 'Apply again', url: input.applyUrl },
  }),
};
