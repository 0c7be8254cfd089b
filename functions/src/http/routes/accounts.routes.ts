import { Router } from 'express';
import { SaveProfileRequest, SignUpRequest } from '../../contracts/accounts.js';
import { unauthenticated } from '../../domain/errors.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import type { UsersRepository } from '../../ports/users.port.js';
import { getProfile, saveProfile } from '../../services/profile.service.js';
import { signUp } from '../../services/sign-up.service.js';
import type { Bylines } from '../../ports/bylines.port.js';
import { bearerToken, identityOf, requireUser } from '../auth.js';

interface AccountsDeps {
  sessions: Sessions;
  users: UsersRepository;
  bylines: Bylines;
  blobs: BlobStore;
}

const REGISTERED = 'User registered successfully';
const PROFILE_SAVED = 'Your profile is updated';

export function accountsRoutes(deps: AccountsDeps): Router {
  const router = Router();

  // Authenticated by the new account's ID token: no session exists yet.
  router.post('/sign_up', async (req, res) => {
    const idToken = bearerToken(req);
    if (!idToken) throw unauthenticated();
    const identity = await deps.sessions.verifyIdToken(idToken);
    const { uid } = await signUp(deps, identity, SignUpRequest.parse(req.body));
    res.status(201).json({ uid, message: REGISTERED });
  });

  router.get('/get-profile', requireUser(deps.sessions), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await getProfile(deps, identityOf(res)));
  });

  router.put('/save-profile', requireUser(deps.sessions), async (req, res) => {
    await saveProfile(deps, identityOf(res), SaveProfileRequest.parse(req.body ?? {}));
    res.json({ message: PROFILE_SAVED });
  });

  return router;
}
