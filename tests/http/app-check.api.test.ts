// App Check with the production verifier (firebase-admin's, against a stand-in of Google's keys) in front of the
// generate function: a call without a token and one with a forged token are refused. The browser journey
// (e2e/app-check.e2e.ts) keeps what needs the page: the token from reCAPTCHA Enterprise and a generated board.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAppCheck } from '../../functions/src/adapters/app-check/firebase.app-check.js';
import { startAppCheckStandIn, type AppCheckStandIn } from '../../functions/src/testing/app-check.js';
import { createAccount, sessionFor } from '../../functions/src/testing/auth.js';
import { call, emulatorHosts } from '../../functions/src/testing/backend.js';
import { startGenerateBackend, type GenerateBackend } from '../../functions/src/testing/generate-backend.js';
import { APP_CHECK_FAILED } from '../../functions/src/http/app-check.js';

const WEB_APP = '1:123456789012:web:0123456789abcdef';

describe('App Check (production verifier)', () => {
  let standIn: AppCheckStandIn;
  let backend: GenerateBackend;
  let session: string;
  beforeAll(async () => {
    standIn = await startAppCheckStandIn(emulatorHosts().projectId);
    backend = await startGenerateBackend({}, { appCheck: firebaseAppCheck(standIn.app) });
    session = await sessionFor(backend, await createAccount());
  });
  afterAll(async () => {
    await backend?.close();
    await standIn?.close();
  });

  it('the server refuses a generation without an App Check token, and with a forged one', async () => {
    const ask = async (appCheck?: string) => {
      const { status, body } = await call(backend, 'generate-description/', {
        token: session,
        headers: appCheck ? { 'x-firebase-appcheck': appCheck } : {},
        body: { generationId: randomUUID(), function_name: 'Sleep', size: 'Queen Size', style: 'Natural Tones', selectedProducts: [] },
      });
      return [status, body];
    };
    const refusal = [403, { error: APP_CHECK_FAILED, code: 'app-check' }];
    expect(await ask()).toEqual(refusal);
    expect(await ask(standIn.forged(WEB_APP))).toEqual(refusal);
  });
});
