import type { NextFunction, Request, Response } from 'express';
import { badRequest, AppError } from '../domain/errors.js';

const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Parses JSON bodies the same way under Cloud Functions (which hands us `rawBody`) and under a plain
 * Node server (the tests' embedded backend): size limit, content type, then JSON.parse.
 */
export async function jsonBody(req: Request, _res: Response, next: NextFunction): Promise<void> {
  try {
    // DELETE /api/account alone carries a body: the e-mail the member typed to confirm.
    const deleteWithBody = req.method === 'DELETE' && req.path === '/api/account';
    if (req.method === 'GET' || req.method === 'HEAD' || (req.method === 'DELETE' && !deleteWithBody) || req.method === 'OPTIONS') {
      req.body = undefined;
      return next();
    }
    // RFC 8058's one-click unsubscribe is form-encoded and says nothing the route reads: the token is in the URL.
    if (req.method === 'POST' && req.path === '/api/mail/unsubscribe') {
      req.body = undefined;
      return next();
    }
    // A file upload (the avatar): the route reads the bytes itself, with its own size limit.
    if (/^(image\/|application\/octet-stream\b)/i.test(req.headers['content-type'] ?? '')) return next();
    const raw = await readRaw(req);
    if (raw.length === 0) {
      req.body = undefined;
      return next();
    }
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      throw new AppError('unsupported-media-type', 'Send the body as application/json.', 415);
    }
    const text = raw.toString('utf8');
    try {
      req.body = JSON.parse(text) as unknown;
    } catch {
      throw badRequest('The body is not valid JSON.');
    }
    if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(req.body)) throw badRequest('The body holds text that is not valid Unicode.');
    next();
  } catch (error) {
    next(error);
  }
}

/** The request's bytes (Cloud Functions has read them already), refused with `tooBig` past `limit`. */
export async function readRaw(req: Request, limit = BODY_LIMIT_BYTES, tooBig: () => AppError = tooLarge): Promise<Buffer> {
  // Refused from the declared length before a byte is read (the platform may already have read it: then by its size).
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooBig();
  const given = (req as Request & { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(given)) {
    if (given.length > limit) throw tooBig();
    return given;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooBig();
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks);
  (req as Request & { rawBody?: Buffer }).rawBody = raw;
  return raw;
}

/** Raw bytes decode to U+FFFD when malformed; only a `\uD800`-style escape can put half a surrogate pair in a string. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string or a key anywhere in the value holds a lone surrogate, which Firestore refuses to store. Iterative: bodies may nest deeply. */
function hasLoneSurrogate(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

const tooLarge = () => new AppError('too-large', 'The request body is too large.', 413);
