import { describe, expect, it } from 'vitest';
import type { Identity } from '../ports/sessions.port.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { reportPasswordChange, signIn } from './sign-in.service.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const member = (changes: Partial<Identity> = {}): Identity => ({
  uid: 'maya',
  email: 'maya@example.com',
  emailVerified: true,
  signedInAt: new Date(NOW.getTime() - 60_000),
  ...changes,
});

function setUp(identity: Identity) {
  const mail = mailDeps(memoryRecipients([{ uid: 'maya', email: 'maya@example.com' }]));
  const sessions = { createSession: async () => 'session-token', verifySession: async () => identity };
  return { mail, deps: { sessions, mail } };
}

const notices = (mail: ReturnType<typeof mailDeps>) => [...mail.outbox.mails.values()].map(({ mail: queued }) => queued);

describe('signing in', () => {
  it('moves the profile’s copy to a verified new address and tells the old one', async () => {
    const { deps, mail } = setUp(member({ email: 'Maya.New@example.com' }));
    expect(await signIn(deps, 'id-token', 300_000)).toEqual({ token: 'session-token' });
    expect(mail.recipients.byUid.get('maya')!.email).toBe('maya.new@example.com');
    expect(notices(mail).map(({ to, message }) => [to, message.subject])).toEqual([
      ['maya@example.com', 'Your Roomboard e-mail address was changed'],
    ]);
  });

  it('leaves the copy alone for an address not verified', async () => {
    const { deps, mail } = setUp(member({ email: 'someone@example.com', emailVerified: false }));
    await signIn(deps, 'id-token', 300_000);
    expect(mail.recipients.byUid.get('maya')!.email).toBe('maya@example.com');
    expect(notices(mail)).toEqual([]);
  });
});

describe('a reported password change', () => {
  it('is told to the member from a fresh sign-in, and not from an older session', async () => {
    const fresh = setUp(member());
    await reportPasswordChange({ ...fresh.deps, now: () => NOW }, member());
    expect(notices(fresh.mail).map(({ message }) => message.subject)).toEqual(['Your Roomboard password was changed']);
    const old = setUp(member());
    await reportPasswordChange({ ...old.deps, now: () => NOW }, member({ signedInAt: new Date(NOW.getTime() - 6 * 60_000) }));
    await reportPasswordChange({ ...old.deps, now: () => NOW }, member({ signedInAt: undefined }));
    expect(notices(old.mail)).toEqual([]);
  });
});
