import { describe, expect, it } from 'vitest';
import { memoryContactMessages, memoryNewsletter } from '../testing/memory-repositories.js';
import { contactUs, subscribeNewsletter } from './contact.service.js';

const now = new Date('2026-01-15T10:00:00Z');

function setUp() {
  const contactMessages = memoryContactMessages();
  const newsletter = memoryNewsletter();
  return { deps: { contactMessages, newsletter, now: () => now }, contactMessages, newsletter };
}

describe('contact', () => {
  it('files a help-form message with the normalised address, the signed-in sender and the time', async () => {
    const { deps, contactMessages } = setUp();
    const form = { name: 'Ann Lee', email: ' Ann@Example.COM ', phone: '', subject: 'Hello', message: 'Help with my living room?' };
    expect(await contactUs(deps, 'ann', form)).toEqual({ id: 'message1' });
    expect(contactMessages.messages).toEqual([{ ...form, email: 'ann@example.com', uid: 'ann', createdAt: now }]);
  });

  it('subscribes an address once; subscribing again is not an error', async () => {
    const { deps, newsletter } = setUp();
    expect(await subscribeNewsletter(deps, { email: 'Ann@Example.com' })).toEqual({ subscribed: true, alreadySubscribed: false });
    expect(await subscribeNewsletter(deps, { email: 'ann@example.com' })).toEqual({ subscribed: true, alreadySubscribed: true });
    expect([...newsletter.subscribers.keys()]).toEqual(['ann@example.com']);
  });
});
