import { Router } from 'express';
import type { Config } from '../../config.js';

export function healthRoutes(config: Config): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({
      ok: true,
      firestore: config.firestore,
      blobs: config.blobs.kind,
      // The light API has no OpenAI key bound: the switch says what generate, which has it, uses.
      generator: config.enabled.openai ? 'openai' : config.generator.kind,
      payments: config.stripe ? 'stripe' : 'not-configured',
      ...(config.authEmulatorHost ? { authEmulator: config.authEmulatorHost } : {}),
      ...(config.firestoreEmulatorHost ? { firestoreEmulator: config.firestoreEmulatorHost } : {}),
    });
  });
  return router;
}
