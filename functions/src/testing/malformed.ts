// Test support for the bad-input sweep: malformed requests made deterministically from a seed, and raw HTTP to send them.
import { request as httpRequest } from 'node:http';

/** mulberry32: a tiny seeded generator, so the same seed gives the same requests on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable seed from a name (FNV-1a). */
export function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export interface RawRequest {
  label: string;
  method: string;
  /** Sent as is: no URL normalisation, so `../`, `%00` and bad escapes reach the server. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body chunked instead of with a content-length. */
  chunked?: boolean;
  /** The exact status this request must get, when it is known. */
  expect?: number;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/** One request over a fresh connection. A server that answers before reading the whole body still gives its answer. */
export function send(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = typeof req.body === 'string' ? Buffer.from(req.body, 'utf8') : req.body;
  const headers: Record<string, string> = { connection: 'close', ...req.headers };
  if (body && !req.chunked) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest({ hostname, port, method: req.method, path: req.path, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error(`${req.label}: no answer in 20 s`)));
    // A write error after the answer (the server stopped reading an oversized body) is not the test's concern.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body) {
      if (req.chunked) for (let at = 0; at < body.length; at += 64 * 1024) outgoing.write(body.subarray(at, at + 64 * 1024));
      else outgoing.write(body);
    }
    outgoing.end();
  });
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the order of the results. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

const ONE_MB = 1024 * 1024;

/** Values of the wrong type, or of the right type but absurd. */
export const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -0,
  true,
  false,
  '',
  ' ',
  'x'.repeat(10_000),
  [],
  {},
  [1, 2, 3],
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  '1e309',
  'NaN',
  'null',
];

/** Strings that break naive text handling. JSON escapes keep lone surrogates in the JSON text itself. */
export const ODD_STRINGS: string[] = [
  '\ud800',
  '\udfff\ud800',
  'a\u0000b',
  '\u0000',
  '\u202eevil\u202c',
  '\u200f\u200e\u061c',
  '\u200b\u200d\ufeff',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫ',
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '__proto__',
  '__name__',
  'a/b',
  '.',
  '..',
  '\r\nSet-Cookie: x=1',
  '￿',
];

/** Malformed JSON texts. */
export const INVALID_JSON: string[] = [
  '{',
  '{"a":',
  "{'a':1}",
  'NaN',
  'undefined',
  '{"a":1,}',
  '[1,2',
  '{"a":"\u0001"}',
  '{a:1}',
  '\u0000',
  '{"a":1}}',
  '{"a":01}',
  '"unterminated',
  '[,]',
  '// comment\n{}',
];

/** Whole bodies that are valid JSON but not an object. */
export const WRONG_ROOTS: string[] = ['null', 'true', '0', '-1', '1e309', '"text"', '[]', '{}', '[null]', '[[]]', '[{}]', '[[{}]]'];

function deepArray(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

function deepObject(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** Bytes that are not UTF-8: a lone surrogate encoded raw, an overlong NUL, a stray continuation byte. */
const BAD_UTF8 = [Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xc0, 0x80]), Buffer.from([0xff, 0xfe]), Buffer.from([0x80])];

const json = (value: unknown) => JSON.stringify(value);

function withField(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  return { ...base, [key]: value };
}

function without(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = base;
  return rest;
}

export interface BodyCase {
  label: string;
  body: Buffer | string;
  contentType?: string | null;
  chunked?: boolean;
  expect?: number;
}

/**
 * Malformed bodies for an endpoint whose valid body is `valid` (an object, or an array of one object as save-products takes).
 * Deterministic: the hand-made cases first, then `extra` seeded mutations.
 */
export function malformedBodies(
  valid: Record<string, unknown> | [Record<string, unknown>],
  random: () => number,
  extra: number,
): BodyCase[] {
  const wrap = (object: Record<string, unknown>): unknown => (Array.isArray(valid) ? [object] : object);
  const base = Array.isArray(valid) ? valid[0] : valid;
  const keys = Object.keys(base);
  const cases: BodyCase[] = [];
  const add = (label: string, body: Buffer | string, options: Omit<BodyCase, 'label' | 'body'> = {}) =>
    cases.push({ label, body, ...options });

  INVALID_JSON.forEach((text, i) => add(`invalid JSON #${i}`, text, { expect: 400 }));
  WRONG_ROOTS.forEach((text) => add(`root ${text}`, text));
  // Each field gets a rotating share of the wrong values and odd strings, so that every one is tried and bodies with many fields stay quick.
  keys.forEach((key, k) => {
    add(`missing ${key}`, json(wrap(without(base, key))));
    for (let j = 0; j < 5; j++) {
      const i = (k * 5 + j) % WRONG_VALUES.length;
      add(`${key} wrong value #${i}`, json(wrap(withField(base, key, WRONG_VALUES[i]))));
    }
    for (let j = 0; j < 4; j++) {
      const i = (k * 4 + j) % ODD_STRINGS.length;
      add(`${key} odd string #${i}`, json(wrap(withField(base, key, ODD_STRINGS[i]))));
    }
    add(
      `${key} duplicate key`,
      `${Array.isArray(valid) ? '[' : ''}{${json(key)}:{"x":1},${json(base).slice(1)}${Array.isArray(valid) ? ']' : ''}`,
    );
    add(
      `${key} duplicate key, bad last`,
      `${Array.isArray(valid) ? '[' : ''}${json(base).slice(0, -1)},${json(key)}:[[]]}${Array.isArray(valid) ? ']' : ''}`,
    );
    add(`${key} 1 MB string`, json(wrap(withField(base, key, 'x'.repeat(ONE_MB)))), { expect: 413 });
    add(`${key} 100k-item array`, json(wrap(withField(base, key, new Array(100_000).fill(0)))));
    add(`${key} 10k-deep array`, `${json(wrap(withField(base, key, null))).replace('null', deepArray(10_000))}`);
  });
  // Whatever the field, half a surrogate pair never reaches a store.
  add('lone surrogate', json(wrap(withField(base, keys[0]!, '\ud800'))), { expect: 400 });
  add('lone surrogate in a key', json(wrap({ ...base, '\udc00': 1 })), { expect: 400 });
  add(
    'extra fields',
    json(wrap({ ...base, uid: 'someone-else', ownerUid: 'someone-else', isAdmin: true, role: 'admin', constructor: { prototype: {} } })),
  );
  add(
    '__proto__ key',
    `${Array.isArray(valid) ? '[' : ''}{"__proto__":{"isAdmin":true},${json(base).slice(1)}${Array.isArray(valid) ? ']' : ''}`,
  );
  add('every field null', json(wrap(Object.fromEntries(keys.map((key) => [key, null])))));
  add('10k-deep array body', deepArray(10_000));
  add('10k-deep object body', deepObject(10_000));
  add('100k-item array body', json(new Array(100_000).fill(0)));
  add('100k-item string array body', json(new Array(100_000).fill('xx')), { expect: 413 });
  add('1 MB string body', json('x'.repeat(ONE_MB)), { expect: 413 });
  add('1 MB body sent chunked', json(wrap(withField(base, keys[0]!, 'y'.repeat(ONE_MB)))), { chunked: true, expect: 413 });
  add('just over the limit', json(wrap(withField(base, keys[0]!, 'z'.repeat(256 * 1024)))), { expect: 413 });
  BAD_UTF8.forEach((bytes, i) =>
    add(`raw invalid UTF-8 #${i}`, Buffer.concat([Buffer.from(`${json(base).slice(0, -1)},"bad":"`), bytes, Buffer.from('"}')])),
  );
  add('UTF-16 body', Buffer.from(json(valid), 'utf16le'), { contentType: 'application/json; charset=utf-16' });
  add('BOM before JSON', `\ufeff${json(valid)}`);
  add('text/plain', json(valid), { contentType: 'text/plain', expect: 415 });
  add('multipart', `--b\r\nContent-Disposition: form-data; name="${keys[0]}"\r\n\r\nx\r\n--b--\r\n`, {
    contentType: 'multipart/form-data; boundary=b',
    expect: 415,
  });
  add('form urlencoded', keys.map((key) => `${key}=x`).join('&'), { contentType: 'application/x-www-form-urlencoded', expect: 415 });
  add('no content type', json(valid), { contentType: null, expect: 415 });
  add('application/jsonx', json(valid), { contentType: 'application/jsonx', expect: 415 });
  add('xml', '<a/>', { contentType: 'application/xml', expect: 415 });
  add('gzip claimed', Buffer.from([0x1f, 0x8b, 0x08, 0x00]), { contentType: 'application/json', expect: 400 });
  add('empty JSON body', '', {});

  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < extra; i++) {
    const mutated: Record<string, unknown> = { ...base };
    const changes = 1 + Math.floor(random() * 3);
    for (let c = 0; c < changes; c++) {
      const key = random() < 0.8 ? pick(keys) : `extra_${Math.floor(random() * 1000)}`;
      const roll = random();
      if (roll < 0.25) delete mutated[key];
      else if (roll < 0.55) mutated[key] = pick(WRONG_VALUES);
      else if (roll < 0.8) mutated[key] = pick(ODD_STRINGS) + (typeof base[key] === 'string' ? base[key] : '');
      else mutated[key] = Array.from({ length: 1 + Math.floor(random() * 20) }, () => pick([...ODD_STRINGS, ...WRONG_VALUES]));
    }
    add(`seeded mutation #${i}`, json(wrap(mutated)));
  }
  return cases;
}

/** Query strings for list endpoints: bad numbers, bad cursors, arrays, odd encodings. */
export const BAD_QUERIES: string[] = [
  'page=-1',
  'page=0',
  'page=1e309',
  'page=-1e309',
  'page=abc',
  'page=1.5',
  'page=',
  'page=99999999999999999999',
  'page=0x10',
  'page=%00',
  'page=1&page=2',
  'page[]=1',
  'page[$gt]=1',
  'page_size=abc',
  'page_size=-5',
  'page_size=0',
  'page_size=1e309',
  'page_size=NaN',
  'page_size=Infinity',
  'page_size=99999',
  'cursor=garbage',
  'cursor=%E0%A4%A',
  `cursor=${Buffer.from('[1,"a/b"]').toString('base64url')}`,
  `cursor=${Buffer.from('[1e309,"x"]').toString('base64url')}`,
  `cursor=${Buffer.from('[1,"__x__"]').toString('base64url')}`,
  `cursor=${Buffer.from('[1,".."]').toString('base64url')}`,
  `cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
  `cursor=${'A'.repeat(600)}`,
  'cursor=&page=2',
  'search=%00',
  'search=%ED%A0%80',
  'search=%F0%9F%98%80',
  `search=${'x'.repeat(4000)}`,
  'search=..%2F..%2F',
  'search[]=a&search[]=b',
  'search=%',
  '%=%',
  '&&&==',
  'token=garbage',
  'token=',
  `a=${'%25'.repeat(2000)}`,
];

/** Path parameters: traversal, NUL, bad escapes, reserved Firestore ids, huge. */
export const BAD_IDS: string[] = [
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e',
  'a%2Fb',
  '..%2Fusers',
  '%00',
  'a%00b',
  '__id__',
  '__.*__',
  `${'x'.repeat(1600)}`,
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%20',
  'null',
  'undefined',
  '-1',
  '1e309',
  '%5B%5D',
  '%7B%7D',
  'cs_..',
  `cs_${'a'.repeat(300)}`,
  '*',
  '$',
  "'",
];

/** Authorization headers that are not a usable bearer token. */
export const BAD_AUTH: string[] = [
  'Bearer',
  'Bearer ',
  'Bearer  a b',
  'Basic dXNlcjpwYXNz',
  'bearer null',
  `Bearer ${'a'.repeat(6000)}`,
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.e30.',
  'Token x',
];
