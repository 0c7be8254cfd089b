import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApp } from '../composition.js';
import { bodyWith, MESSAGE_ROWS, VALID } from '../contracts/accounts.examples.js';
import { createAccount, sessionFor } from '../testing/auth.js';
import { call, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';

describe('contact and newsletter API', () => {
  let backend: TestBackend;
  const db = async () => getFirestore(await adminApp(backend.config));
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());
  beforeEach(() => clearFirestore());

  describe('POST /api/contact-us', () => {
    it('files the message and answers 200', async () => {
      const { status, body } = await call(backend, 'contact-us', { body: { ...VALID.contact, email: ' Ann@Example.com ' } });
      expect(status).toBe(200);
      expect(body).toEqual({ message: 'Message sent successfully.' });
      const messages = await (await db()).collection('contactMessages').get();
      expect(messages.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({ ...VALID.contact, email: 'ann@example.com', uid: null, status: 'new' }),
      ]);
    });

    it('records the signed-in sender', async () => {
      const user = await createAccount();
      const { status } = await call(backend, 'contact-us', { token: await sessionFor(backend, user), body: VALID.contact });
      expect(status).toBe(200);
      const messages = await (await db()).collection('contactMessages').get();
      expect(messages.docs[0]?.get('uid')).toBe(user.uid);
    });

    it('accepts a message without a phone number', async () => {
      const { phone: _phone, ...withoutPhone } = VALID.contact;
      expect((await call(backend, 'contact-us', { body: withoutPhone })).status).toBe(200);
    });

    it.each(MESSAGE_ROWS.filter((row) => row.form === 'contact').map((row) => [row.field, row.message, row] as const))(
      '%s → 400 {error: "%s"}',
      async (_field, _message, row) => {
        const { status, body } = await call(backend, 'contact-us', { body: bodyWith(row) });
        expect(status).toBe(400);
        expect(body.error).toBe(row.message);
      },
    );
  });

  describe('POST /api/newsletter', () => {
    it('answers 200 and keeps one entry per address', async () => {
      const first = await call(backend, 'newsletter', { body: { email: 'ann@example.com' } });
      const second = await call(backend, 'newsletter', { body: { email: '  ANN@example.com' } });
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.body).toEqual({ subscribed: true });
      expect(second.body).toEqual({ subscribed: true });
      const entries = await (await db()).collection('newsletter').get();
      expect(entries.docs.map((doc) => doc.get('email'))).toEqual(['ann@example.com']);
    });

    it('answers 400 to an invalid address', async () => {
      const { status, body } = await call(backend, 'newsletter', { body: { email: 'not-an-email' } });
      expect(status).toBe(400);
      expect(body.error).toBe('Email must be a valid email address (e.g., name@example.com)');
    });
  });
});
