import type { IncomingMessage, ServerResponse } from 'node:http';
import { nowOf } from '../services/steps/clock.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Entry {
  expires: number;
  status: number;
  headers: Record<string, string | string[] | number>;
  body: Buffer;
}

interface SharedCacheOptions {
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => Date;
}

/**
 * An in-process shared cache in front of the app, like the CDN in front of Hosting: a GET answered 200 with
 * `Cache-Control: public, max-age=N` is replayed byte for byte for N seconds (at most a minute), without running the
 * app again. `public` means the answer is the same for everyone, so a bearer token does not matter. Small bodies only,
 * and a bounded number of entries (oldest out first). It reads the headers the app set with setHeader, as express does.
 */
export function sharedCache(next: Handler, { maxEntries = 500, maxBodyBytes = 64 * 1024, now }: SharedCacheOptions = {}): Handler {
  const ms = () => nowOf({ now }).getTime();
  const entries = new Map<string, Entry>();
  return (req, res) => {
    if (req.method !== 'GET' || !req.url) return next(req, res);
    const key = req.url;
    const hit = entries.get(key);
    if (hit && hit.expires > ms()) {
      res.writeHead(hit.status, hit.headers);
      res.end(hit.body);
      return;
    }
    if (hit) entries.delete(key);
    capture(res, maxBodyBytes, (status, body) => {
      const seconds = publicMaxAge(res.getHeader('cache-control'));
      if (status !== 200 || seconds === 0) return;
      const headers = res.getHeaders() as Entry['headers'];
      entries.set(key, { expires: ms() + Math.min(seconds, 60) * 1000, status, headers, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    });
    next(req, res);
  };
}

function publicMaxAge(header: unknown): number {
  if (typeof header !== 'string' || !/\bpublic\b/.test(header) || /\b(private|no-store|no-cache)\b/.test(header)) return 0;
  const match = /\bmax-age=(\d+)/.exec(header);
  return match ? Number(match[1]) : 0;
}

/** Collects a response's body as it is written; gives up on streamed or large bodies. */
function capture(res: ServerResponse, maxBodyBytes: number, done: (status: number, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let keep = true;
  const take = (chunk: unknown, encoding?: unknown) => {
    if (!keep || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : null;
    if (!buffer) return void (keep = false);
    size += buffer.length;
    if (size > maxBodyBytes) return void (keep = false);
    chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    take(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    take(args[0], args[1]);
    if (keep) done(res.statusCode, Buffer.concat(chunks));
    return end(...args);
  }) as ServerResponse['end'];
}
