import { describe, expect, it } from 'vitest';
import { VERIFICATION_NO_ADDRESS, VERIFICATION_NOT_SENT } from '../contracts/email-verification.js';
import { mailDeps } from '../testing/memory-mail.js';
import { emailVerification, sendVerificationEmail, type EmailVerificationDeps } from './email-verification.service.js';

const LINK = 'https://auth.example/verify?oobCode=abc';

function setUp(verifiedNow = false) {
  const deps = mailDeps();
  const links: string[] = [];
  const verification: EmailVerificationDeps = {
    mail: deps,
    sessions: {
      isEmailVerified: async () => verifiedNow,
      verificationLink: async (email) => (links.push(email), LINK),
    },
  };
  return { deps: verification, outbox: deps.outbox, links };
}

const bob = { uid: 'bob', email: 'bob@example.com', emailVerified: false };

describe('the verification e-mail sent again', () => {
  it('mails a new link to the address of the session, and says it is not verified yet', async () => {
    const { deps, outbox, links } = setUp();
    expect(await sendVerificationEmail(deps, bob)).toEqual({ email: 'bob@example.com', verified: false });
    expect(links).toEqual(['bob@example.com']);
    const [stored] = [...outbox.mails.values()];
    expect(stored!.mail).toMatchObject({ to: 'bob@example.com', category: 'verification', uid: null });
    expect(stored!.mail.message.subject).toBe('Verify your e-mail address for Roomboard');
    expect(stored!.mail.message.text).toContain(LINK);
  });

  it('sends nothing to an address verified already, by the token or since the session was made', async () => {
    for (const [caller, now] of [
      [{ ...bob, emailVerified: true }, false],
      [bob, true],
    ] as const) {
      const { deps, outbox, links } = setUp(now);
      expect(await sendVerificationEmail(deps, caller)).toEqual({ email: 'bob@example.com', verified: true });
      expect(await emailVerification(deps, caller)).toEqual({ email: 'bob@example.com', verified: true });
      expect([links.length, outbox.mails.size]).toEqual([0, 0]);
    }
  });

  it('refuses an account without an address, and says so when the mail cannot be queued', async () => {
    const { deps, outbox } = setUp();
    await expect(sendVerificationEmail(deps, { ...bob, email: null })).rejects.toMatchObject({
      status: 400,
      message: VERIFICATION_NO_ADDRESS,
    });
    outbox.queue = async () => {
      throw new Error('outbox down');
    };
    await expect(sendVerificationEmail(deps, bob)).rejects.toMatchObject({ status: 503, message: VERIFICATION_NOT_SENT });
  });
});
