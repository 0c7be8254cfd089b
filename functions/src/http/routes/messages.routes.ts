import { Router, type Request } from 'express';
import { PICTURE_MAX_BYTES } from '../../contracts/board-pictures.js';
import { MessageRequest, MessagesQuerySchema, ThreadsQuerySchema } from '../../contracts/messages.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  listMessages,
  listThreads,
  markThreadRead,
  messagePicture,
  sendMessage,
  sendPicture,
  type MessagePictureDeps,
  type MessagesDeps,
} from '../../services/messages.service.js';
import { roomPhotoTooLarge } from '../../services/steps/board-pictures.js';
import { identityOf, requireUser } from '../auth.js';
import { readRaw } from '../body.js';
import type { PerUserCap } from '../per-user-cap.js';
import { imageKeyOf, sendPrivateImage } from '../private-image.js';

const NO_STORE = 'private, no-store';
const param = (req: Request, name: string) => String(req.params[name]);

/** Messages between a member and their designer on a review, consultation or project (the light API). */
export function messagesRoutes(deps: MessagesDeps & Pick<MessagePictureDeps, 'blobs'> & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);

  router.get('/threads', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await listThreads(deps, identityOf(res), ThreadsQuerySchema.parse(req.query)));
  });

  router.get('/threads/:kind/:id/messages', signedIn, async (req, res) => {
    const query = MessagesQuerySchema.parse(req.query);
    res.set('Cache-Control', NO_STORE).json(await listMessages(deps, identityOf(res), param(req, 'kind'), param(req, 'id'), query));
  });

  router.post('/threads/:kind/:id/messages', signedIn, async (req, res) => {
    const { text, client_key } = MessageRequest.parse(req.body);
    const message = await sendMessage(deps, identityOf(res), param(req, 'kind'), param(req, 'id'), text, client_key);
    res.status(201).set('Cache-Control', NO_STORE).json(message);
  });

  router.post('/threads/:kind/:id/read', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await markThreadRead(deps, identityOf(res), param(req, 'kind'), param(req, 'id')));
  });

  router.get('/threads/:kind/:id/messages/:messageId/picture', async (req, res) => {
    const picture = await messagePicture(deps, param(req, 'kind'), param(req, 'id'), param(req, 'messageId'), imageKeyOf(req));
    sendPrivateImage(res, picture);
  });

  return router;
}

/** A picture as a message: an upload, so on the generate function (firebase.json sends this path there). */
export function messageUploadsRoutes(deps: MessagePictureDeps & { sessions: Sessions; uploadsCap: PerUserCap }): Router {
  const router = Router();
  router.post('/threads/:kind/:id/pictures', requireUser(deps.sessions), deps.uploadsCap, async (req, res) => {
    const upload = await readRaw(req, PICTURE_MAX_BYTES, roomPhotoTooLarge);
    const message = await sendPicture(deps, identityOf(res), param(req, 'kind'), param(req, 'id'), upload);
    res.status(201).set('Cache-Control', NO_STORE).json(message);
  });
  return router;
}
