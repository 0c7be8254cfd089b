import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../ports/contact-messages.port.js';
import type { RateDecision, RateLimits } from '../ports/rate-limits.port.js';
import { contactUs, subscribeNewsletter, type ContactDeps } from './contact.service.js';

const form = { name: 'Ann', email: ' Ann@Example.com ', phone: '', subject: 'Hello', message: 'A question about rugs.' };

function setup(decision: RateDecision) {
  const taken: string[][] = [];
  const messages: unknown[] = [];
  const subscribed = new Set<string>();
  const rateLimits: RateLimits = {
    async take(uses) {
      taken.push(uses.map((use) => `${use.key} ${use.windows.map((w) => `${w.limit}/${w.ms}`).join(',')}`));
      return decision;
    },
  };
  const deps: ContactDeps = {
    contactMessages: {
      async add(message: ContactMessage) {
        messages.push(message);
        return 'm1';
      },
    },
    newsletter: {
      async subscribe(email) {
        const added = !subscribed.has(email);
        subscribed.add(email);
        return added;
      },
      async remove(email) {
        subscribed.delete(email);
      },
    },
    rateLimits,
    formLimits: { perAddress: 5, perIp: 30 },
    now: () => new Date('2025-06-01T12:00:00Z'),
  };
  return { deps, taken, messages, subscribed };
}

const sender = { uid: null, ip: '203.0.113.7' };

describe('contact form and newsletter limits', () => {
  it('counts one use per normalised address and per IP, each in its own hour', async () => {
    const { deps, taken, messages } = setup({ allowed: true });
    await contactUs(deps, sender, form);
    expect(taken).toEqual([['contact:address:ann@example.com 5/3600000', 'contact:ip:203.0.113.7 30/3600000']]);
    expect(messages).toHaveLength(1);
  });

  it('answers 429 with the wait and files nothing when a limit is reached', async () => {
    const { deps, messages, subscribed } = setup({ allowed: false, retryAfterMs: 20 * 60_000 });
    const expected = { status: 429, message: 'Too many requests from you. Please try again in 20 minutes.', extra: { retryAfter: 1200 } };
    await expect(contactUs(deps, sender, form)).rejects.toMatchObject(expected);
    await expect(subscribeNewsletter(deps, sender, { email: 'ann@example.com' })).rejects.toMatchObject(expected);
    expect([messages.length, subscribed.size]).toEqual([0, 0]);
  });

  it('answers the newsletter the same whether or not the address was on the list', async () => {
    const { deps, taken, subscribed } = setup({ allowed: true });
    const first = await subscribeNewsletter(deps, sender, { email: 'ann@example.com' });
    const again = await subscribeNewsletter(deps, sender, { email: ' ANN@example.com' });
    expect(again).toEqual(first);
    expect(first).toEqual({ subscribed: true });
    expect([...subscribed]).toEqual(['ann@example.com']);
    expect(taken[0]).toEqual(['newsletter:address:ann@example.com 5/3600000', 'newsletter:ip:203.0.113.7 30/3600000']);
  });
});
