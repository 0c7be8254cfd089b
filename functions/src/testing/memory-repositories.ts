// In-memory fakes of the storage ports, for services' unit tests: the same contracts as the Firestore adapters,
// kept in maps. Each fake exposes its map so a test can look at (or plant) what is stored.
import { PRODUCTS_PAGE_SIZE, type CatalogueProduct } from '../contracts/catalogue.js';
import type { EndedMembership, Membership } from '../contracts/membership.js';
import { alreadyRegistered, userNameKey, userNameTaken } from '../domain/accounts.js';
import { keepSavedBoard, savedBoardOf } from '../domain/board-saves.js';
import type { BoardRecord } from '../domain/boards.js';
import { notFound } from '../domain/errors.js';
import type { GenerationJob } from '../domain/generation-job.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import { OWNERS_PER_QUERY, type BoardListPage, type BoardsRepository, type PageStart } from '../ports/boards.port.js';
import { nothingSpent, type PaidSpent } from '../domain/usage-limits.js';
import type { FileReferences } from '../ports/file-references.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { Memberships, StoredEvent } from '../ports/memberships.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import type { UserRecord, UsersRepository } from '../ports/users.port.js';
import { createUser } from './factories.js';
import type { InviteRecord, LiveBoardRecord } from '../domain/live-boards.js';
import type { LiveBoards, LiveChange } from '../ports/live-boards.port.js';

const copy = <T>(value: T): T => structuredClone(value);

export function memoryBlobs(): BlobStore & { files: Map<string, StoredBlob> } {
  const files = new Map<string, StoredBlob>();
  return {
    kind: 'local',
    files,
    async put(key, data, contentType) {
      files.set(key, { data: Buffer.from(data), contentType });
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
    async putStream(key, body, contentType) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk));
      files.set(key, { data: Buffer.concat(chunks), contentType });
      return files.get(key)!.data.length;
    },
    async read(key) {
      const file = files.get(key);
      if (!file) return null;
      return {
        body: (async function* () {
          yield file.data;
        })(),
        contentType: file.contentType,
        size: file.data.length,
      };
    },
    async signedDownloadUrl() {
      return null;
    },
  };
}

export function memoryProducts(
  initial: CatalogueProduct[] = [],
  pageSize = PRODUCTS_PAGE_SIZE,
): ProductsRepository & { byId: Map<string, CatalogueProduct> } {
  const byId = new Map(initial.map((product) => [product.id, copy(product)]));
  return {
    byId,
    async list({ keyword, page, after }) {
      const matching = [...byId.values()]
        .filter((product) => !keyword || product.keywords.includes(keyword))
        .sort((a, b) => a.sortKey.localeCompare(b.sortKey));
      const from = after === undefined ? (page - 1) * pageSize : matching.filter((product) => product.sortKey <= after).length;
      return { products: matching.slice(from, from + pageSize).map(copy), page, pageSize, hasMore: matching.length > from + pageSize };
    },
    async listAll() {
      return [...byId.values()].sort((a, b) => a.sortKey.localeCompare(b.sortKey)).map(copy);
    },
    async getMany(ids) {
      return ids.flatMap((id) => (byId.has(id) ? [copy(byId.get(id)!)] : []));
    },
    async upsertMany(products) {
      for (const product of products) byId.set(product.id, copy(product));
    },
    async isEmpty() {
      return byId.size === 0;
    },
    async idsByCutoutStatus(statuses, limit) {
      return [...byId.values()]
        .filter((product) => statuses.includes(product.cutout.status))
        .sort((a, b) => a.cutout.updatedAt.getTime() - b.cutout.updatedAt.getTime())
        .slice(0, limit)
        .map((product) => product.id);
    },
    /** Atomic as a transaction is: `decide` runs and its write lands before any other call can read. */
    async transactCutout(id, decide) {
      const product = byId.get(id);
      const decision = decide(product ? copy(product) : null);
      if (product && decision.job) {
        product.cutout = copy(decision.job);
        if (decision.cutoutPath) product.cutoutPath = decision.cutoutPath;
      }
      return decision.result;
    },
  };
}

const newestOf = (jobs: GenerationJob[]) =>
  jobs.length ? copy(jobs.reduce((newest, job) => (job.createdAt > newest.createdAt ? job : newest))) : null;

/** Generation jobs, the owners' recent start times and the paid calls per budget day. */
export function memoryGenerations(
  initial: GenerationJob[] = [],
): GenerationsRepository & { jobs: Map<string, GenerationJob>; recent: Map<string, number[]>; budget: Map<string, PaidSpent> } {
  const jobs = new Map<string, GenerationJob>(initial.map((job) => [job.id, copy(job)]));
  const recent = new Map<string, number[]>();
  const budget = new Map<string, PaidSpent>();

  return {
    jobs,
    recent,
    budget,
    async get(id) {
      return jobs.has(id) ? copy(jobs.get(id)!) : null;
    },
    async latestFor(uid, productIds) {
      const set = [...new Set(productIds)].sort().join('\n');
      return newestOf([...jobs.values()].filter((job) => job.ownerUid === uid && [...new Set(job.productIds)].sort().join('\n') === set));
    },
    async recentOf(uid, since, limit) {
      return [...jobs.values()]
        .filter((job) => job.ownerUid === uid && job.createdAt >= since)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit)
        .map(copy);
    },
    async transact(id, uid, decide, budgetDay) {
      // As Firestore: an empty id names no document.
      if (id === '') throw new Error('A document path must be a non-empty string.');
      const spent = (budgetDay && budget.get(budgetDay)) || nothingSpent();
      const job = id !== null && jobs.has(id) ? copy(jobs.get(id)!) : null;
      const decision = decide(job, [...(recent.get(uid) ?? [])], { ...spent, imageByPlan: { ...spent.imageByPlan } });
      if (decision.recent) recent.set(uid, [...decision.recent]);
      if (decision.spend) {
        if (!budgetDay) throw new Error('A paid call was counted without a budget day.');
        const { plan } = decision;
        const imageByPlan = plan ? { ...spent.imageByPlan, [plan]: spent.imageByPlan[plan] + 1 } : spent.imageByPlan;
        budget.set(budgetDay, { ...spent, [decision.spend]: spent[decision.spend] + 1, imageByPlan });
      }
      if (decision.job) {
        if (id === null) throw new Error('A job was written by a decision about limits alone.');
        jobs.set(id, copy(decision.job));
      }
      return decision.result;
    },
    async update(id, patch) {
      const job = jobs.get(id);
      if (!job) throw notFound(`No generation ${id}.`);
      jobs.set(id, { ...job, ...copy(patch) });
    },
  };
}

/**
 * Saved boards, newest first. Saving a generation is decided by domain/board-saves.ts and marks the generation in
 * `generations` with its board, as in the Firestore adapter.
 */
export function memoryBoards(
  generations: ReturnType<typeof memoryGenerations>,
  initial: BoardRecord[] = [],
): BoardsRepository & { byId: Map<string, BoardRecord> } {
  const byId = new Map(initial.map((board) => [board.id, copy(board)]));
  let next = byId.size;
  const newestFirst = (a: BoardRecord, b: BoardRecord) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);
  function page(matching: BoardRecord[], start: PageStart, size: number): BoardListPage {
    const sorted = matching.sort(newestFirst);
    const from =
      'offset' in start
        ? start.offset
        : sorted.findIndex(
            (board) => newestFirst(board, { createdAt: new Date(start.cursor.createdAtMs), id: start.cursor.id } as BoardRecord) > 0,
          );
    const shown = from < 0 ? [] : sorted.slice(from, from + size);
    const last = shown.at(-1);
    return {
      boards: shown.map(copy),
      next: from >= 0 && sorted.length > from + size && last ? { createdAtMs: last.createdAt.getTime(), id: last.id } : null,
    };
  }
  return {
    byId,
    async saveGeneration(board) {
      const job = generations.jobs.get(board.generationId);
      const savedId = savedBoardOf(job ?? null, board.ownerUid);
      if (savedId) {
        keepSavedBoard(byId.get(savedId) ?? null);
        return { id: savedId, created: false };
      }
      const id = `board${String(++next).padStart(4, '0')}`;
      byId.set(id, { ...copy(board), id });
      if (job) job.savedBoardId = id;
      return { id, created: true };
    },
    async get(id) {
      return byId.has(id) ? copy(byId.get(id)!) : null;
    },
    async listPublic(start, size, filter = {}) {
      if ((filter.ownerUids?.length ?? 0) > OWNERS_PER_QUERY)
        throw new Error(`listPublic takes at most ${OWNERS_PER_QUERY} owners a query.`);
      const matching = [...byId.values()].filter(
        (board) =>
          board.visibility === 'public' &&
          !board.hidden &&
          (!filter.functionName || board.functionName === filter.functionName) &&
          (!filter.style || board.style === filter.style) &&
          (!filter.word || (board.titleWords ?? []).includes(filter.word)) &&
          (!filter.ownerUids || filter.ownerUids.includes(board.ownerUid)),
      );
      if (filter.sort !== 'liked') return page(matching, start, size);
      // Most liked first: the fake pages by offset only.
      const sorted = matching.sort((a, b) => (b.likeCount ?? 0) - (a.likeCount ?? 0) || newestFirst(a, b));
      const from = 'offset' in start ? start.offset : 0;
      return { boards: sorted.slice(from, from + size).map(copy), next: null };
    },
    async insert(board) {
      const id = `board${String(++next).padStart(4, '0')}`;
      byId.set(id, { ...copy(board), id });
      return id;
    },
    async copiesOf(boardId, limit) {
      return [...byId.values()]
        .filter((board) => board.copiedFrom?.boardId === boardId)
        .slice(0, limit)
        .map(copy);
    },
    async scanCopies(after, size) {
      const scanned = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).filter((board) => !after || board.id > after);
      const page = scanned.slice(0, size);
      return { copies: page.filter((board) => board.copiedFrom).map(copy), next: page.length === size ? page.at(-1)!.id : null };
    },
    async listByOwner(ownerUid, start, size) {
      return page(
        [...byId.values()].filter((board) => board.ownerUid === ownerUid && !board.hidden),
        start,
        size,
      );
    },
    async update(id, change) {
      const board = byId.get(id);
      if (!board) throw notFound();
      byId.set(id, { ...board, ...copy(change) });
    },
    async editContent(id, edit) {
      const edited = edit(byId.has(id) ? copy(byId.get(id)!) : null);
      const job = generations.jobs.get(edited.generationId);
      if (!job) throw notFound(`No generation ${edited.generationId}.`);
      byId.set(id, copy(edited));
      job.savedBoardId = id;
      return copy(edited);
    },
    async changePictures(id, decide) {
      const board = byId.get(id);
      const { pictures, result } = decide(board ? copy(board) : null);
      if (board && pictures) byId.set(id, { ...board, ...copy(pictures) });
      return result;
    },
    async changeShareImage(id, decide) {
      const board = byId.get(id);
      const { shareImagePath, result } = decide(board ? copy(board) : null);
      if (board && shareImagePath) byId.set(id, { ...board, shareImagePath });
      return result;
    },
    async delete(id) {
      byId.delete(id);
    },
  };
}

/** Reference checks over the fakes' maps, with the Firestore adapter's rules (a saved generation counts through its board). */
export function memoryFileReferences(
  boards: ReturnType<typeof memoryBoards>,
  generations: ReturnType<typeof memoryGenerations>,
  products: ReturnType<typeof memoryProducts>,
): FileReferences {
  return {
    async isUsedElsewhere({ path, productId }, { boardId, generationId }) {
      const byBoard = [...boards.byId.values()].some(
        (board) =>
          board.id !== boardId &&
          (board.imagePath === path ||
            board.cutoutPaths.includes(path) ||
            board.pictures.some((picture) => picture.path === path) ||
            board.roomPhoto?.path === path),
      );
      const byGeneration = [...generations.jobs.values()].some(
        (job) =>
          job.id !== generationId &&
          !job.savedBoardId &&
          (job.imagePath === path || (productId !== null && job.cutouts.some((c) => c.productId === productId && c.path === path))),
      );
      const byProduct = [...products.byId.values()].some((product) => product.imagePath === path || product.cutoutPath === path);
      return byBoard || byGeneration || byProduct;
    },
  };
}

/** Users with unique user names (case-insensitive, as `userNameKey` says). */
export function memoryUsers(initial: UserRecord[] = []): UsersRepository & { byId: Map<string, UserRecord> } {
  const byId = new Map(initial.map((user) => [user.uid, copy(user)]));
  const empty = (uid: string, email: string): UserRecord => createUser({ uid, email });
  return {
    byId,
    async create(user) {
      if (byId.has(user.uid)) throw alreadyRegistered();
      byId.set(user.uid, { ...empty(user.uid, user.email), ...user });
    },
    async get(uid) {
      return byId.has(uid) ? copy(byId.get(uid)!) : null;
    },
    async save(uid, email, { profile, account }) {
      const user = byId.get(uid) ?? empty(uid, email ?? '');
      if (profile) {
        const key = userNameKey(profile.user_name);
        const holder = [...byId.values()].find((other) => other.userName && userNameKey(other.userName) === key);
        if (holder && holder.uid !== uid) throw userNameTaken();
        Object.assign(user, { firstName: profile.first_name, lastName: profile.last_name, userName: profile.user_name });
      }
      if (account) Object.assign(user, account);
      byId.set(uid, user);
    },
    async setImage(uid, email, imagePath) {
      const user = byId.get(uid) ?? empty(uid, email ?? '');
      byId.set(uid, { ...user, imagePath, avatarPaths: [...new Set([...(user.avatarPaths ?? []), imagePath])] });
    },
  };
}

/** Memberships and Stripe events; an event already settled (not 'error') is a duplicate. */
export function memoryMemberships(): Memberships & {
  members: Map<string, Membership>;
  events: Map<string, StoredEvent>;
  failures: { eventId: string; type: string; reason: string }[];
  customers: Map<string, string>;
  ended: Map<string, EndedMembership>;
} {
  const members = new Map<string, Membership>();
  const customers = new Map<string, string>();
  const ended = new Map<string, EndedMembership>();
  const write = (uid: string, membership: Membership | null) => {
    const current = members.get(uid);
    if (membership) members.set(uid, copy(membership));
    else if (current) {
      members.delete(uid);
      ended.set(uid, { tier: current.tier, title: current.title, endedAt: new Date().toISOString() });
    }
  };
  const events = new Map<string, StoredEvent>();
  const failures: { eventId: string; type: string; reason: string }[] = [];
  const newestFirst = (a: StoredEvent, b: StoredEvent) => b.created.getTime() - a.created.getTime();
  return {
    members,
    events,
    failures,
    customers,
    ended,
    async get(uid) {
      return members.has(uid) ? copy(members.get(uid)!) : null;
    },
    async change(uid, decide) {
      const current = members.has(uid) ? copy(members.get(uid)!) : null;
      const membership = decide(current);
      if (membership === undefined) return current;
      write(uid, membership);
      return membership;
    },
    async lastEnded(uid) {
      return ended.has(uid) ? copy(ended.get(uid)!) : null;
    },
    async customerOf(uid) {
      return [...customers].find(([, owner]) => owner === uid)?.[0] ?? null;
    },
    async uidOfCustomer(customerId) {
      return customers.get(customerId) ?? null;
    },
    async linkCustomer(uid, customerId) {
      customers.set(customerId, uid);
    },
    async lapseCandidates(now) {
      return [...members]
        .filter(([, m]) => (m.graceEndsAt && new Date(m.graceEndsAt) <= now) || (m.checkoutSessionId && !m.subscriptionId))
        .map(([uid]) => uid);
    },
    async grantedBy(paymentIntentId) {
      const granted = [...events.values()].find(
        (event) => event.paymentIntentId === paymentIntentId && event.status === 'granted' && event.checkoutSessionId !== null,
      );
      return granted ? copy(granted) : null;
    },
    async recordEvent(event, decide) {
      const stored = events.get(event.eventId);
      if (stored && stored.status !== 'error') return 'duplicate';
      const membership = event.uid ? decide(members.has(event.uid) ? copy(members.get(event.uid)!) : null) : undefined;
      events.set(event.eventId, copy(event));
      if (membership !== undefined) write(event.uid, membership);
      return 'recorded';
    },
    async recordFailure(eventId, type, reason) {
      failures.push({ eventId, type, reason });
    },
    async payments(uid) {
      return [...events.values()]
        .filter((event) => event.uid === uid)
        .sort(newestFirst)
        .map(copy);
    },
    async paidInvoice(paymentIntentId) {
      const all = [...events.values()];
      const payment = all.find((event) => event.type === 'invoice_payment.paid' && event.paymentIntentId === paymentIntentId);
      const paid =
        payment &&
        all.find((event) => event.type === 'invoice.paid' && event.status === 'granted' && event.invoiceId === payment.invoiceId);
      return paid ? copy(paid) : null;
    },
    async paymentOfInvoice(invoiceId) {
      const payment = [...events.values()].find((event) => event.type === 'invoice_payment.paid' && event.invoiceId === invoiceId);
      return payment?.paymentIntentId ?? null;
    },
    async sessionEvents(uid, checkoutSessionId) {
      return [...events.values()]
        .filter((event) => event.uid === uid && event.checkoutSessionId === checkoutSessionId)
        .sort(newestFirst)
        .map(copy);
    },
  };
}

/** Live layouts and invitations over the boards fake. A change runs on copies and is applied only when it returns, as a transaction. */
export function memoryLiveBoards(boards: ReturnType<typeof memoryBoards>): LiveBoards & {
  byId: Map<string, LiveBoardRecord>;
  invites: Map<string, InviteRecord>;
} {
  const byId = new Map<string, LiveBoardRecord>();
  const invites = new Map<string, InviteRecord>();
  let next = 0;
  const current = (boardId: string): [BoardRecord | null, LiveBoardRecord | null] => [
    boards.byId.has(boardId) ? copy(boards.byId.get(boardId)!) : null,
    byId.has(boardId) ? copy(byId.get(boardId)!) : null,
  ];
  function write<T>(boardId: string, outcome: LiveChange<T>): T {
    if (outcome.live) byId.set(boardId, copy(outcome.live));
    if (outcome.boardLayout) boards.byId.set(boardId, { ...boards.byId.get(boardId)!, layout: copy(outcome.boardLayout) });
    if (outcome.rotateEditorKey) {
      const board = boards.byId.get(boardId)!;
      boards.byId.set(boardId, { ...board, editorKeyEpoch: (board.editorKeyEpoch ?? 0) + 1 });
    }
    return outcome.result;
  }
  return {
    byId,
    invites,
    async get(boardId) {
      return byId.has(boardId) ? copy(byId.get(boardId)!) : null;
    },
    async coEditedBy(uid) {
      return [...byId.values()].filter((state) => state.ownerUid !== uid && state.editorUids.includes(uid)).map(copy);
    },
    async boardIdsCoEditedBy(uid) {
      return [...byId.values()].filter((state) => state.ownerUid !== uid && state.editorUids.includes(uid)).map((state) => state.boardId);
    },
    async change(boardId, change) {
      return write(boardId, change(...current(boardId)));
    },
    async accept(inviteId, change) {
      const invite = invites.get(inviteId);
      if (!invite) throw notFound();
      const outcome = change(copy(invite), ...current(invite.boardId));
      invites.delete(inviteId);
      return write(invite.boardId, outcome);
    },
    async scanLive(after, size) {
      const ids = [...byId.keys()].sort().filter((id) => !after || id > after);
      const page = ids.slice(0, size);
      // The fake keeps records, never documents with inline addresses.
      return { boards: page.map((boardId) => ({ boardId, inlineEmails: false })), next: page.length === size ? page.at(-1)! : null };
    },
    async createInvite(invite) {
      const stored = { ...copy(invite), id: `invite${String(++next).padStart(4, '0')}` };
      invites.set(stored.id, stored);
      return copy(stored);
    },
    async invite(id) {
      return invites.has(id) ? copy(invites.get(id)!) : null;
    },
    async invitesOf(boardId) {
      return [...invites.values()].filter((invite) => invite.boardId === boardId).map(copy);
    },
    async deleteInvite(id) {
      invites.delete(id);
    },
    async markAwaitingVerification(id) {
      const invite = invites.get(id);
      if (invite) invites.set(id, { ...invite, awaitingVerification: true });
    },
  };
}
