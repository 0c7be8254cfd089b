// The designers' pages over real HTTP on the Auth and Firestore emulators: the api function reads the page the build
// prerendered from Hosting (a stand-in here) and answers it filled with the current designers.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignerDetail, DesignerProfileForm, DesignersList } from '../contracts/designers.js';
import { FILL_END, FILL_START, READS_ELEMENT_ID } from '../contracts/page-template.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { setRole } from '../tools/admin-grant.js';

const CSP = "default-src 'self'; frame-ancestors 'none'";
const LOADING = `${FILL_START}<p role="status">Loading…</p>${FILL_END}`;
/** A filled page as the build writes it (web/vite.config.ts: the page loading, the template of its data), shortened. */
const page = (title: string, template: string) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
    `<title>${title}</title>`,
    '<meta name="roomboard:scripts" content="/assets/boot-def.js">',
    `</head><body><div id="root"><main>${LOADING}</main></div><template data-fill>${template}</template></body></html>`,
  ].join('\n');
const PAGES: Record<string, string> = {
  '/pages/designers': page(
    'Designers · Roomboard',
    '{{#designers}}<h2><a href="/designers/{{segment}}">{{name}}</a></h2><p>{{rating}}</p>{{/designers}}',
  ),
  '/pages/designer': page(
    'Designer · Roomboard',
    '<span>{{?photoUrl}}<img src="{{photoUrl}}" alt="" width="112" height="112"/>{{/photoUrl}}{{^photoUrl}}{{initials}}{{/photoUrl}}</span><h1>{{name}}</h1>',
  ),
};

/** Hosting's stand-in: the built pages at /pages/<id> (cleanUrls), with a security header of firebase.json. */
async function startHosting(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const html = PAGES[req.url ?? ''];
    if (!html) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { origin: `http://127.0.0.1:${address.port}`, server };
}

const readsOf = (html: string) => JSON.parse(new RegExp(`id="${READS_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!);

describe("the designers' pages, over HTTP", () => {
  let backend: TestBackend;
  let hosting: { origin: string; server: Server };
  let db: Firestore;
  let auth: Auth;
  const name = `Inês ${randomUUID().slice(0, 6)}`;
  let uid: string;

  const get = async (path: string) => {
    const response = await fetch(`${backend.url}${path}`);
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  beforeAll(async () => {
    hosting = await startHosting();
    backend = await startBackend({ APP_ORIGIN: hosting.origin });
    const app = await adminApp(backend.config);
    [db, auth] = [getFirestore(app), getAuth(app)];
    const user = await createAccount();
    uid = user.uid;
    const signUp = await call(backend, 'sign_up', {
      token: user.idToken,
      body: { first_name: 'Ines', last_name: 'Tester', email: user.email, address: '1 Test Street' },
    });
    expect(signUp.status).toBe(201);
    await setRole(auth, user.email, 'designer', true);
    await db.doc(`users/${uid}`).update({ imagePath: `avatars/${uid}.png` });
    const form: DesignerProfileForm = {
      name,
      bio: 'Warm minimal rooms.',
      styles: ['Natural Tones'],
      meetingUrl: 'https://meet.jit.si/roomboard-pages',
      timeZone: 'Europe/Lisbon',
    };
    const token = await sessionFor(backend, user);
    expect((await call(backend, 'designer/profile', { method: 'PUT', token, body: form })).status).toBe(200);
  });

  afterAll(async () => {
    await backend?.close();
    await new Promise((resolve) => hosting?.server.close(resolve));
  });

  it('/designers arrives with the current designers in its HTML, and the answer the app starts from', async () => {
    const { status, headers, html } = await get('/designers');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(headers.get('content-security-policy')).toBe(CSP);
    // Compressed (fetch asks for gzip and unpacks it), as Hosting sends its static pages.
    expect([headers.get('content-encoding'), headers.get('vary')]).toEqual(['gzip', 'Accept-Encoding']);
    expect(html).toContain(`<h2><a href="/designers/${uid}">${name}</a></h2><p>New designer</p>`);
    expect(html).not.toContain('Loading…');
    expect(html).not.toContain('<template');
    const list = (await call<DesignersList>(backend, 'designers')).body;
    expect(readsOf(html).reads).toEqual({ designers: list });
  });

  it("/designers/<id> arrives with the profile, titled by the designer's name, the portrait sized and preloaded", async () => {
    const { status, headers, html } = await get(`/designers/${uid}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const portrait = `/api/files/avatars/${uid}.png`;
    expect(html).toContain(`<main><span><img src="${portrait}" alt="" width="112" height="112"/></span><h1>${name}</h1></main>`);
    expect(html).toContain(`<title>${name} · Roomboard</title><link rel="preload" as="image" href="${portrait}" fetchpriority="high">`);
    const detail = (await call<DesignerDetail>(backend, `designers/${uid}`)).body;
    expect(readsOf(html).reads).toEqual({ [`designers/${uid}`]: detail });
  });

  it('an unknown or hidden designer gets the page loading, the app then shows its 404; never kept by the CDN', async () => {
    await db.doc(`designers/${uid}`).update({ active: false });
    for (const id of [uid, 'nobody-here']) {
      const { status, headers, html } = await get(`/designers/${id}`);
      expect([status, headers.get('cache-control')]).toEqual([404, 'private, no-store']);
      expect(html).toContain(`<main>${LOADING}</main>`);
      expect(html).toContain('<title>Designer · Roomboard</title>');
      expect(html).not.toContain(READS_ELEMENT_ID);
    }
    expect((await get('/designers')).html).not.toContain(name);
  });
});
