import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, type TestBackend } from '../testing/backend.js';

describe('GET /api/health', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it('says which backends are in use', async () => {
    const { status, body } = await call(backend, 'health');
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      firestore: 'emulator',
      blobs: 'local',
      generator: 'studio',
      payments: 'not-configured',
      authEmulator: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      firestoreEmulator: process.env.FIRESTORE_EMULATOR_HOST,
    });
  });

  it('reports OpenAI when the deploy binds its key to generate, though the light API itself has no key', async () => {
    const switched = await startBackend({ OPENAI_ENABLED: 'true' });
    try {
      expect((await call(switched, 'health')).body).toMatchObject({ generator: 'openai' });
    } finally {
      await switched.close();
    }
  });

  it('answers unknown paths with a JSON error', async () => {
    const { status, body } = await call(backend, 'no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Not found.' });
  });

  it('rejects invalid JSON with a 400 and a JSON error', async () => {
    const { status, body } = await call(backend, 'health', { rawBody: '{"a":' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'The body is not valid JSON.' });
  });

  it('limits the body size', async () => {
    const { status, body } = await call(backend, 'health', { rawBody: JSON.stringify({ a: 'x'.repeat(300_000) }) });
    expect(status).toBe(413);
    expect(body).toMatchObject({ error: 'The request body is too large.' });
  });

  it('refuses a body from its declared Content-Length before reading it', async () => {
    // 1 GB declared, 20 bytes sent and the request left open: only an answer from the header can arrive.
    const url = new URL(`${backend.url}/api/login`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(1024 ** 3) } });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write('{"idToken":"aaaaaaa"');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'The request body is too large.', code: 'too-large' });
  });
});
