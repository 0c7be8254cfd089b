// firestore.rules as the Firestore emulator enforces them for browser clients (REST calls with a user's ID token).
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../composition.js';
import { clearFirestore, emulatorHosts, startBackend, type TestBackend } from '../../testing/backend.js';
import { emulatorToken } from '../../testing/jwt.js';

async function asClient(method: 'GET' | 'PATCH', path: string, uid: string | null): Promise<number> {
  const { firestore, projectId } = emulatorHosts();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (uid) headers.authorization = `Bearer ${emulatorToken(uid, { kind: 'id' })}`;
  const response = await fetch(`http://${firestore}/v1/projects/${projectId}/databases/(default)/documents/${path}`, {
    method,
    headers,
    body: method === 'PATCH' ? JSON.stringify({ fields: { firstName: { stringValue: 'Mallory' } } }) : undefined,
  });
  await response.text();
  return response.status;
}

describe('firestore.rules for users', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
    await clearFirestore();
    const db = getFirestore(await adminApp(backend.config));
    await db.doc('users/ann').set({ firstName: 'Ann' });
    await db.doc('usernames/ann.lee').set({ uid: 'ann' });
  });
  afterAll(() => backend.close());

  it('lets a signed-in user read their own document only', async () => {
    expect(await asClient('GET', 'users/ann', 'ann')).toBe(200);
    expect(await asClient('GET', 'users/ann', 'bob')).toBe(403);
    expect(await asClient('GET', 'users/ann', null)).toBe(403);
  });

  it('lets clients write nothing, not even their own document', async () => {
    expect(await asClient('PATCH', 'users/ann', 'ann')).toBe(403);
    expect(await asClient('PATCH', 'newsletter/x', 'ann')).toBe(403);
  });

  it('keeps the user-name claims, the contact inbox and the newsletter list private', async () => {
    expect(await asClient('GET', 'usernames/ann.lee', 'ann')).toBe(403);
    expect(await asClient('GET', 'contactMessages/any', 'ann')).toBe(403);
    expect(await asClient('GET', 'newsletter/any', 'ann')).toBe(403);
  });
});
