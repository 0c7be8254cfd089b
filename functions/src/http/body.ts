import type { NextFunction, Request, Response } from 'express';
import { badRequest, AppError } from '../domain/errors.js';

export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Parses JSON bodies the same way under Cloud Functions (which hands us `rawBody`) and under a plain
 * Node server (the tests' embedded backend): size limit, content type, then JSON.parse.
 */
export async function jsonBody(req: Request, _res: Response, next: NextFunction): Promise<void> {
  try {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE' || req.method === 'OPTIONS') {
      req.body = undefined;
      return next();
    }
    const raw = await readRaw(req);
    if (raw.length === 0) {
      req.body = undefined;
      return next();
    }
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      throw new AppError('unsupported-media-type', 'Send the body as application/json.', 415);
    }
    try {
      req.body = JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      throw badRequest('The body is not valid JSON.');
    }
    next();
  } catch (error) {
    next(error);
  }
}

async function readRaw(req: Request): Promise<Buffer> {
  const given = (req as Request & { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(given)) {
    if (given.length > BODY_LIMIT_BYTES) throw tooLarge();
    return given;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks);
  (req as Request & { rawBody?: Buffer }).rawBody = raw;
  return raw;
}

const tooLarge = () => new AppError('too-large', 'The request body is too large.', 413);
