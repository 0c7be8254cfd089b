import { Router } from 'express';
import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE, SaveProfileRequest, SignUpRequest } from '../../contracts/accounts.js';
import { badRequest, unauthenticated } from '../../domain/errors.js';
import type { AvatarImages } from '../../ports/avatar-images.port.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import type { UsersRepository } from '../../ports/users.port.js';
import { avatarTooLarge, uploadAvatar } from '../../services/avatar.service.js';
import { getProfile, saveProfile } from '../../services/profile.service.js';
import { signUp } from '../../services/sign-up.service.js';
import { bearerToken, identityOf, requireUser } from '../auth.js';
import { readRaw } from '../body.js';
import type { PerUserCap } from '../per-user-cap.js';

export interface AccountsDeps {
  sessions: Sessions;
  users: UsersRepository;
  blobs: BlobStore;
  avatars: AvatarImages;
  uploadsCap: PerUserCap;
}

export const REGISTERED = 'User registered successfully';
export const PROFILE_SAVED = 'Your profile is updated';

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

  // The image file itself is the body (the browser sends a File with its type); not JSON, so no base64 anywhere.
  router.put('/profile-image', requireUser(deps.sessions), deps.uploadsCap, async (req, res) => {
    if (!/^image\//i.test(req.headers['content-type'] ?? '')) throw badRequest(AVATAR_NOT_IMAGE);
    const upload = await readRaw(req, AVATAR_MAX_BYTES, avatarTooLarge);
    res.set('Cache-Control', 'no-store').json(await uploadAvatar(deps, identityOf(res), upload));
  });

  return router;
}
