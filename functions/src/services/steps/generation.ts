import { AppError, tooManyRequests } from '../../domain/errors.js';
import type { GenerationJob } from '../../domain/generation-job.js';
import {
  budgetDay,
  budgetMessage,
  DAY_MS,
  generationLimitMessage,
  HOUR_MS,
  planOf,
  planShareMessage,
  spendBudget,
  spendImageShare,
  type PaidBudget,
  type PaidCall,
  type PaidSpent,
  type Plan,
  type RateWindow,
} from '../../domain/usage-limits.js';
import type { Memberships } from '../../ports/memberships.port.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import type { CutoutQueue } from '../../ports/cutout-queue.port.js';
import type { GenerationsRepository, JobDecision } from '../../ports/generations.port.js';
import type { BoardGenerator, BoardProduct } from '../../ports/generator.port.js';
import type { PaletteReader } from '../../ports/palette.port.js';
import type { ProductsRepository } from '../../ports/products.port.js';
import { generationLogs } from '../generation.logs.js';
import type { CatalogueProduct } from '../../contracts/catalogue.js';
import { GENERATION_FAILED } from '../../contracts/generation.js';
import { IMAGE_URL_MISSING } from '../../contracts/choices.js';
import { nowOf } from './clock.js';

export interface GenerationDeps {
  products: ProductsRepository;
  generations: GenerationsRepository;
  blobs: BlobStore;
  generator: BoardGenerator;
  /** Products without a cutout are queued here; the cutout worker makes them (never the generation itself). */
  cutoutQueue: CutoutQueue;
  /** How long a generation waits for the cutouts it queued (default CUTOUT_WAIT_MS), and how often it looks. */
  cutoutWaitMs?: number;
  cutoutPollMs?: number;
  palette: PaletteReader;
  /** New boards per user in any rolling hour and day; every generator counts. */
  generationsPerHour: number;
  generationsPerDay: number;
  /** Paid AI calls a UTC day for the whole project, text and image apart; only a paid generator spends it. */
  paidBudget: PaidBudget;
  /** Each plan's share of the day's paid pictures: a few free accounts cannot spend the members' pictures. */
  imageShares: Record<Plan, number>;
  /** The caller's membership, read before a paid picture to know whose share it comes from. */
  memberships: Pick<Memberships, 'get'>;
  now?: () => Date;
}

/** Who asks for a board: the verified session's uid and e-mail, and whether their e-mail is verified (asked only before paid work). */
export interface Caller {
  uid: string;
  email: string | null;
  emailVerified(): Promise<boolean>;
}

export const EMAIL_UNVERIFIED = 'Please verify your e-mail address before creating boards. Open the link we sent you, then try again.';

export const userLimits = (deps: Pick<GenerationDeps, 'generationsPerHour' | 'generationsPerDay'>): RateWindow[] => [
  { limit: deps.generationsPerHour, ms: HOUR_MS },
  { limit: deps.generationsPerDay, ms: DAY_MS },
];

/** A paid step's work, read before its transaction: the budget day, the call, and for a picture the caller's plan. */
interface PaidWork {
  day: string;
  call: PaidCall;
  plan?: Plan;
}

/**
 * Before a step that may call the generator: a paid generator needs a verified e-mail; a picture comes from the
 * caller's plan's share. Undefined: the offline generator, which spends nothing.
 */
export async function paidWork(
  deps: Pick<GenerationDeps, 'generator' | 'now' | 'memberships'>,
  caller: Caller,
  call: PaidCall,
): Promise<PaidWork | undefined> {
  if (deps.generator.kind !== 'openai') return undefined;
  // The address goes back so that the screen can offer to send the verification e-mail again.
  if (!(await caller.emailVerified()))
    throw new AppError('email-unverified', EMAIL_UNVERIFIED, 403, caller.email ? { email: caller.email } : {});
  const day = budgetDay(nowOf(deps));
  return call === 'image' ? { day, call, plan: planOf((await deps.memberships.get(caller.uid))?.tier) } : { day, call };
}

type BudgetRefusal = { kind: 'over-budget'; call: PaidCall; retryAfterMs: number; plan?: Plan };
/** Past the caller's generations in a rolling hour or day. */
export type Limited = { kind: 'limited'; window: RateWindow; retryAfterMs: number };

/**
 * The ceilings of paid generation, one sequence for every step that may call the generator: in one transaction the
 * step's own decision (`decide`: the job, and the caller's limits where the step counts against them), then, when the
 * decision runs (it writes the job or the recent times), one paid call from the day's budget and the plan's share.
 * A refusal (`limited`, or over the budget) becomes its 429 here; anything else is the step's decision.
 */
export async function withinCeilings<T extends { kind: string }>(
  deps: Pick<GenerationDeps, 'generations' | 'paidBudget' | 'imageShares' | 'now'>,
  uid: string,
  paid: PaidWork | undefined,
  id: string | null,
  decide: (job: GenerationJob | null, recent: number[]) => JobDecision<T>,
): Promise<Exclude<T, Limited>> {
  const decision = await deps.generations.transact<T | BudgetRefusal>(
    id,
    uid,
    (job, recent, spent) => {
      const decided = decide(job, recent);
      if (!paid || (decided.job === undefined && decided.recent === undefined)) return decided;
      const refusal = takeBudget(deps, paid, spent);
      return refusal ? { result: refusal } : { ...decided, spend: paid.call, ...(paid.plan ? { plan: paid.plan } : {}) };
    },
    paid?.day,
  );
  if (isRefusal(decision, 'over-budget')) throw overBudget(decision);
  if (isRefusal(decision, 'limited')) throw overUserLimit(uid, decision.window, decision.retryAfterMs);
  return decision as Exclude<T, Limited>;
}

const isRefusal = <K extends 'over-budget' | 'limited'>(
  decision: { kind: string },
  kind: K,
): decision is K extends 'limited' ? Limited : BudgetRefusal => decision.kind === kind;

/**
 * Inside the transaction: one more paid call today, or the refusal. A picture also needs room in its plan's share.
 * Pure.
 */
function takeBudget(
  deps: Pick<GenerationDeps, 'paidBudget' | 'imageShares' | 'now'>,
  paid: PaidWork,
  spent: PaidSpent,
): BudgetRefusal | null {
  const { call, plan } = paid;
  const decision =
    call === 'image' && plan
      ? spendImageShare(plan, spent, deps.paidBudget, deps.imageShares, nowOf(deps))
      : spendBudget(call, spent, deps.paidBudget, nowOf(deps));
  if (decision.allowed) return null;
  // Past the whole day's budget, the plain message; past only the plan's share, the plan's.
  const overAll = !spendBudget(call, spent, deps.paidBudget, nowOf(deps)).allowed;
  return { kind: 'over-budget', call, retryAfterMs: decision.retryAfterMs, ...(plan && !overAll ? { plan } : {}) };
}

function overBudget(refusal: BudgetRefusal): AppError {
  generationLogs.overBudget(refusal.call, refusal.plan);
  const message = refusal.plan ? planShareMessage(refusal.plan, refusal.retryAfterMs) : budgetMessage(refusal.call, refusal.retryAfterMs);
  return tooManyRequests(message, refusal.retryAfterMs);
}

function overUserLimit(uid: string, window: RateWindow, retryAfterMs: number): AppError {
  generationLogs.rateLimited(uid, window.limit, window.ms);
  return tooManyRequests(generationLimitMessage(window, retryAfterMs), retryAfterMs);
}

export const UNKNOWN_PRODUCTS = 'Some of the selected products are no longer available. Please choose again.';
export const STILL_GENERATING = 'This board is still being generated.';
/** A failure of the generator (or of what it needs) that ends the job; `message` is what the user reads after 'Error: '. */
export const generationFailed = (message: string) => new AppError('generation-failed', message, 502);

/**
 * What the user reads about a failure: our own errors' messages and the spec's 'Image URL missing in response';
 * anything else (a provider's or the store's words, which may hold details) is logged and read as GENERATION_FAILED.
 */
export const userMessageOf = (error: unknown): string =>
  error instanceof AppError || (error instanceof Error && error.message === IMAGE_URL_MISSING) ? error.message : GENERATION_FAILED;

export function boardProduct(product: CatalogueProduct, cutout: Buffer): BoardProduct {
  const { id, title, price, keywords, width, length, height, hexCodes } = product;
  return { id, title, price, keywords, width, length, height, hexCodes, cutout };
}

export const GENERATION_NOT_FOUND = 'This board does not exist.';
