// App Check without Google, for tests: tokens shaped as Google's exchange gives them, signed with a key of the test's
// own, and an admin app whose requests to Google's key list (JWKS) reach a local stand-in that publishes that key. The
// real verifier (adapters/app-check, firebase-admin's checks of algorithm, audience, issuer, subject, expiry and
// signature) then verifies them unchanged; production code has no switch for any of it.
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import { Agent } from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import { initializeApp, type App } from 'firebase-admin/app';

/** Google's address of the App Check keys, which firebase-admin asks for. */
const JWKS_PATH = '/v1/jwks';
const KID = 'stand-in-key';
const PROJECT_NUMBER = '123456789012';

export interface AppCheckStandIn {
  /** A firebase-admin app for `firebaseAppCheck`: its https requests (the JWKS) are answered by the stand-in. */
  app: App;
  /** An App Check token for a web app, as Google's token exchange answers it (for another project if named). */
  token(appId: string, project?: string): string;
  /** A token of the same shape and key id, signed with another key: what a forger could make. */
  forged(appId: string): string;
  /** How many times the verifier asked for the keys. */
  keyRequests(): number;
  close(): Promise<void>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signed(appId: string, projectId: string, key: KeyObject): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: KID });
  const payload = base64url({
    sub: appId,
    aud: [`projects/${PROJECT_NUMBER}`, `projects/${projectId}`],
    provider: 'recaptcha_enterprise',
    iss: `https://firebaseappcheck.googleapis.com/${PROJECT_NUMBER}`,
    iat: now,
    exp: now + 3600,
  });
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key, 'base64url');
  return `${header}.${payload}.${signature}`;
}

/** Starts the key stand-in; `projectId` is the project the verifier's app (and the tokens' audience) names. */
export async function startAppCheckStandIn(projectId: string): Promise<AppCheckStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] };
  let requests = 0;
  const server = createServer((req, res) => {
    const known = req.method === 'GET' && req.url === JWKS_PATH && req.headers.host === 'firebaseappcheck.googleapis.com';
    if (known) requests += 1;
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json', 'cache-control': 'public, max-age=21600' });
    res.end(JSON.stringify(known ? jwks : { error: `no stand-in for ${req.method} ${req.headers.host}${req.url}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Every https request of the verifier's app goes, in plain HTTP, to the stand-in: nothing reaches the internet.
  class StandInAgent extends Agent {
    override createConnection() {
      return connect(port, '127.0.0.1');
    }
  }
  const app = initializeApp({ projectId, httpAgent: new StandInAgent() }, `app-check-stand-in-${port}`);
  return {
    app,
    token: (appId, project = projectId) => signed(appId, project, privateKey),
    forged: (appId) => signed(appId, projectId, other),
    keyRequests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
