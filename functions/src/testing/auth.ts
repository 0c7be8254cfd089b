// Test support: real accounts on the Auth emulator and real session tokens from POST /api/login.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../composition.js';
import { call, emulatorHosts, type TestBackend } from './backend.js';
import { emulatorToken } from './jwt.js';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

const PASSWORD = 'Sunroom#2024';

/** A call to the Auth emulator's Identity Toolkit REST API, as the browser's Firebase SDK makes it; throws its error message. */
export async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const { auth } = emulatorHosts();
  const response = await fetch(`http://${auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`accounts:${method} failed: ${json.error?.message ?? response.status}`);
  return json;
}

/** Creates a provider account, as the browser's Firebase SDK does on Register. */
export async function createAccount(email = `user-${randomUUID().slice(0, 8)}@example.com`, password = PASSWORD): Promise<TestUser> {
  const result = await identityToolkit<{ localId: string; idToken: string }>('signUp', { email, password, returnSecureToken: true });
  return { uid: result.localId, email, password, idToken: result.idToken };
}

/** Signs in with e-mail and password on the provider and returns a fresh ID token. */
export async function providerSignIn(email: string, password = PASSWORD): Promise<string> {
  const result = await identityToolkit<{ idToken: string }>('signInWithPassword', { email, password, returnSecureToken: true });
  return result.idToken;
}

/**
 * Verifies the account's e-mail through the Auth emulator's own flow: the verification e-mail is asked for as the web
 * SDK does, its link is read from the emulator's list of out-of-band codes and opened.
 */
export async function verifyEmail(user: TestUser): Promise<void> {
  const idToken = await providerSignIn(user.email, user.password);
  await identityToolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  await openVerificationLink(user.email);
}

/** The verification links the Auth emulator made for an address, oldest first (its list of out-of-band codes). */
export async function verificationLinks(email: string): Promise<string[]> {
  const { auth, projectId } = emulatorHosts();
  const listed = await fetch(`http://${auth}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await listed.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  return oobCodes.filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL').map((entry) => entry.oobLink);
}

/** Opens the newest verification link of the address, as its owner clicking it in the mail. */
export async function openVerificationLink(email: string): Promise<void> {
  const link = (await verificationLinks(email)).pop();
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  const opened = await fetch(link);
  if (!opened.ok) throw new Error(`opening the verification link failed: ${opened.status}`);
}

/** The product session token for a user, through the real POST /api/login. */
export async function sessionFor(backend: TestBackend, user: TestUser): Promise<string> {
  const { status, body } = await call<{ token: string }>(backend, 'login', {
    body: { idToken: await providerSignIn(user.email, user.password) },
  });
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.token;
}

/** A new verified account holding these claims (an admin, a designer), signed in: its session carries them. */
export async function verifiedAccount(
  backend: TestBackend,
  claims: { admin?: true; designer?: true } = {},
): Promise<{ user: TestUser; token: string }> {
  const user = await createAccount();
  await verifyEmail(user);
  if (claims.admin || claims.designer) await getAuth(await adminApp(backend.config)).setCustomUserClaims(user.uid, claims);
  return { user, token: await sessionFor(backend, user) };
}

/**
 * A new account signed up through the real POST /api/sign_up and signed in; `verified` opens its verification link
 * first (mail a member may turn off goes to a verified address only).
 */
export async function signUpMember(
  backend: TestBackend,
  firstName: string,
  { verified = false }: { verified?: boolean } = {},
): Promise<{ user: TestUser; token: string }> {
  const user = await createAccount();
  const body = { first_name: firstName, last_name: 'Tester', email: user.email, address: '1 Test Street' };
  const { status } = await call(backend, 'sign_up', { token: user.idToken, body });
  if (status !== 201) throw new Error(`sign-up failed: ${status}`);
  if (verified) await verifyEmail(user);
  return { user, token: await sessionFor(backend, user) };
}

/**
 * A session token exactly like the emulator's own (the emulator does not sign them), but expired an hour ago.
 * Session tokens live at least 5 minutes, so tests cannot wait for a real one to expire.
 */
export function expiredSessionToken(user: TestUser): string {
  return emulatorToken(user.uid, { kind: 'session', email: user.email, ageSeconds: 7200, expiresInSeconds: -3600 });
}

/** Moves the account's `validSince` (when its tokens start being valid) back, as if it had been made `seconds` ago. */
export async function backdateAccount(user: TestUser, seconds: number): Promise<void> {
  const { auth, projectId } = emulatorHosts();
  const response = await fetch(`http://${auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, validSince: String(Math.floor(Date.now() / 1000) - seconds) }),
  });
  if (!response.ok) throw new Error(`accounts:update failed: ${response.status} ${await response.text()}`);
}

/**
 * An ID token exactly like the emulator's own (the emulator does not sign them) from a sign-in `ageSeconds` ago, still
 * within its hour: what a page left open would send. Tests cannot wait minutes for a real one to age.
 */
export function agedIdToken(user: TestUser, ageSeconds: number): string {
  const { projectId } = emulatorHosts();
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - ageSeconds,
    user_id: user.uid,
    sub: user.uid,
    iat: now - 60,
    exp: now + 3000,
    email: user.email,
    email_verified: false,
    firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
