// The App Check adapter with firebase-admin's real verification, its key list served by the test's stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCheckVerifier } from '../../ports/app-check.port.js';
import { startAppCheckStandIn, type AppCheckStandIn } from '../../testing/app-check.js';
import { firebaseAppCheck } from './firebase.app-check.js';

const WEB_APP = '1:123456789012:web:0123456789abcdef';

describe('firebaseAppCheck', () => {
  let standIn: AppCheckStandIn;
  let verifier: AppCheckVerifier;
  beforeAll(async () => {
    standIn = await startAppCheckStandIn('demo-roomboard');
    verifier = firebaseAppCheck(standIn.app);
  });
  afterAll(() => standIn.close());

  it("accepts a token signed with a key of Google's key list, which it fetched", async () => {
    expect(await verifier.verify(standIn.token(WEB_APP))).toBe(true);
    expect(standIn.keyRequests()).toBe(1);
  });

  it('refuses a token signed with another key, a token for another project, and what is no token', async () => {
    expect(await verifier.verify(standIn.forged(WEB_APP))).toBe(false);
    expect(await verifier.verify(standIn.token(WEB_APP, 'another-project'))).toBe(false);
    expect(await verifier.verify('not.a.token')).toBe(false);
    expect(await verifier.verify('')).toBe(false);
  });
});
