import { AppError, tooManyRequests } from '../domain/errors.js';
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
} from '../domain/usage-limits.js';
import type { Memberships } from '../ports/memberships.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { CutoutQueue } from '../ports/cutout-queue.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { BoardGenerator } from '../ports/generator.port.js';
import type { PaletteReader } from '../ports/palette.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { generationLogs } from './generation.logs.js';

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

export const clock = (deps: { now?: () => Date }) => (deps.now ?? (() => new Date()))();

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

/**
 * Before a step that may call the generator: a paid generator needs a verified e-mail, and answers the budget day to
 * count the call against (undefined: the offline generator, which spends nothing).
 */
export async function paidWorkDay(deps: Pick<GenerationDeps, 'generator' | 'now'>, caller: Caller): Promise<string | undefined> {
  if (deps.generator.kind !== 'openai') return undefined;
  // The address goes back so that the screen can offer to send the verification e-mail again.
  if (!(await caller.emailVerified()))
    throw new AppError('email-unverified', EMAIL_UNVERIFIED, 403, caller.email ? { email: caller.email } : {});
  return budgetDay(clock(deps));
}

export type BudgetRefusal = { kind: 'over-budget'; call: PaidCall; retryAfterMs: number; plan?: Plan };

/** Before a paid picture: the budget day and the caller's plan (undefined: the offline generator, which spends nothing). */
export async function paidPictureWork(
  deps: Pick<GenerationDeps, 'generator' | 'now' | 'memberships'>,
  caller: Caller,
): Promise<{ day: string; plan: Plan } | undefined> {
  const day = await paidWorkDay(deps, caller);
  return day ? { day, plan: planOf((await deps.memberships.get(caller.uid))?.tier) } : undefined;
}

/**
 * Inside the transaction: one more paid call of `call` today, or the refusal. A picture also needs room in its plan's
 * share; the decision to write then names the plan (`spending`). Pure.
 */
export function takeBudget(
  deps: Pick<GenerationDeps, 'paidBudget' | 'imageShares' | 'now'>,
  call: PaidCall,
  spent: PaidSpent,
  plan?: Plan,
): BudgetRefusal | null {
  const decision =
    call === 'image' && plan
      ? spendImageShare(plan, spent, deps.paidBudget, deps.imageShares, clock(deps))
      : spendBudget(call, spent, deps.paidBudget, clock(deps));
  if (decision.allowed) return null;
  // Past the whole day's budget, the plain message; past only the plan's share, the plan's.
  const overAll = !spendBudget(call, spent, deps.paidBudget, clock(deps)).allowed;
  return { kind: 'over-budget', call, retryAfterMs: decision.retryAfterMs, ...(plan && !overAll ? { plan } : {}) };
}

/** What a decision writes for one paid call: the call, and for a picture the plan whose share it took. */
export const spending = (call: PaidCall, plan?: Plan) => ({ spend: call, ...(plan ? { plan } : {}) });

export function overBudget(refusal: BudgetRefusal): AppError {
  generationLogs.overBudget(refusal.call, refusal.plan);
  const message = refusal.plan ? planShareMessage(refusal.plan, refusal.retryAfterMs) : budgetMessage(refusal.call, refusal.retryAfterMs);
  return tooManyRequests(message, refusal.retryAfterMs);
}

export function overUserLimit(uid: string, window: RateWindow, retryAfterMs: number): AppError {
  generationLogs.rateLimited(uid, window.limit, window.ms);
  return tooManyRequests(generationLimitMessage(window, retryAfterMs), retryAfterMs);
}
