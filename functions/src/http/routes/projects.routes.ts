import { Router, type Request } from 'express';
import { ChooseRequest, ConceptRequest, DeliverRequest, NoteRequest, ProjectBriefSchema, RateRequest } from '../../contracts/projects.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import type { DesignersRepository } from '../../ports/designers.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  addConceptBoard,
  briefOptions,
  chooseConcept,
  createProject,
  deliverFinal,
  designerProjects,
  getProject,
  listMemberProjects,
  projectPicture,
  rateProject,
  requestRevision,
  sendConcepts,
  takeProject,
  type ProjectsDeps,
} from '../../services/projects.service.js';
import { identityOf, requireRole, requireUser } from '../auth.js';
import { imageKeyOf, sendPrivateImage } from '../private-image.js';

const NO_STORE = 'private, no-store';

/** Design projects: the member's brief, choice, revision and rating; the designer's queue, take, concepts and delivery. */
export function projectsRoutes(
  deps: ProjectsDeps & { sessions: Sessions; blobs: Pick<BlobStore, 'get'>; designers: Pick<DesignersRepository, 'isRevoked'> },
): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const designer = requireRole(deps.sessions, 'designer');
  const id = (req: Request) => String(req.params.id);
  const uid = (res: Parameters<typeof identityOf>[0]) => identityOf(res).uid;

  router.post('/projects', signedIn, async (req, res) => {
    const brief = ProjectBriefSchema.parse(req.body);
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await createProject(deps, uid(res), brief));
  });

  router.get('/projects', signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await listMemberProjects(deps, uid(res)));
  });

  router.get('/projects/brief-options', signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await briefOptions(deps, uid(res)));
  });

  router.get('/projects/:id', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await getProject(deps, identityOf(res), id(req)));
  });

  // The pictures a designer sees through the project: an <img> sends no session, so the key made for them is checked.
  for (const kind of ['picture', 'room-photo'] as const) {
    router.get(`/projects/:id/boards/:boardId/${kind}`, async (req, res) => {
      const designerUid = typeof req.query.designer === 'string' ? req.query.designer : null;
      const request = { id: id(req), boardId: String(req.params.boardId), kind, designerUid, key: imageKeyOf(req) };
      sendPrivateImage(res, await projectPicture(deps, request));
    });
  }

  router.post('/projects/:id/choose', signedIn, async (req, res) => {
    const { boardId } = ChooseRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await chooseConcept(deps, uid(res), id(req), boardId));
  });

  router.post('/projects/:id/revision', signedIn, async (req, res) => {
    const { note } = NoteRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await requestRevision(deps, uid(res), id(req), note));
  });

  router.post('/projects/:id/rate', signedIn, async (req, res) => {
    const { rating } = RateRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await rateProject(deps, uid(res), id(req), rating));
  });

  router.get('/designer/projects', designer, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await designerProjects(deps, uid(res)));
  });

  router.post('/projects/:id/take', designer, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await takeProject(deps, uid(res), id(req)));
  });

  router.post('/projects/:id/concepts', designer, async (req, res) => {
    const { boardId } = ConceptRequest.parse(req.body);
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await addConceptBoard(deps, identityOf(res), id(req), boardId));
  });

  router.post('/projects/:id/concepts-ready', designer, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await sendConcepts(deps, uid(res), id(req)));
  });

  router.post('/projects/:id/deliver', designer, async (req, res) => {
    const { note } = DeliverRequest.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await deliverFinal(deps, uid(res), id(req), note));
  });

  return router;
}
