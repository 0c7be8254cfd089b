import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../domain/errors.js';
import type { AppCheckVerifier } from '../ports/app-check.port.js';

const APP_CHECK_HEADER = 'x-firebase-appcheck';
export const APP_CHECK_FAILED = 'We could not verify this request. Please reload the page and try again.';

/** With a verifier (App Check on): answers 403 to a request without a valid App Check token. Without one: lets it through. */
export function requireAppCheck(verifier: AppCheckVerifier | null) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    if (verifier) {
      const token = req.get(APP_CHECK_HEADER);
      if (!token || !(await verifier.verify(token))) throw new AppError('app-check', APP_CHECK_FAILED, 403);
    }
    next();
  };
}
