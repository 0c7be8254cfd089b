// The ceiling on paid and abusable work: rolling per-caller windows and the project's daily budget of paid AI calls.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** At most `limit` uses in any rolling `ms`. */
export interface RateWindow {
  limit: number;
  ms: number;
}

type SlotDecision = { allowed: true; recent: number[] } | { allowed: false; recent: number[]; window: RateWindow; retryAfterMs: number };

/**
 * One more use at `now` against every window, given the earlier use times (ms). Answers the times to keep (those
 * older than the longest window dropped, `now` added when allowed) or, when a window is full, how long until it is not.
 */
export function takeSlot(recent: readonly number[], now: number, windows: readonly RateWindow[]): SlotDecision {
  const longest = Math.max(0, ...windows.map((window) => window.ms));
  const kept = recent.filter((at) => at > now - longest).sort((a, b) => a - b);
  for (const window of windows) {
    const inWindow = kept.filter((at) => at > now - window.ms);
    if (inWindow.length < window.limit) continue;
    // Enough of the oldest uses in the window must expire to leave room for one more. A use recorded by a concurrent
    // request can carry a time a little after `now`: the wait is never longer than the window.
    const freeingUse = inWindow[inWindow.length - window.limit] ?? now;
    return { allowed: false, recent: kept, window, retryAfterMs: Math.min(window.ms, Math.max(1000, freeingUse + window.ms - now)) };
  }
  return { allowed: true, recent: [...kept, now] };
}

/** 'in a minute', 'in 25 minutes', 'in 3 hours': when to try again, in words. */
export function waitText(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE_MS);
  if (minutes <= 1) return 'in a minute';
  if (minutes < 120) return `in ${minutes} minutes`;
  return `in ${Math.ceil(ms / HOUR_MS)} hours`;
}

/** The `Retry-After` header's whole seconds, at least one. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Paid AI calls: board descriptions (text) and room pictures (image) have budgets of their own. */
export type PaidCall = 'text' | 'image';
export type PaidBudget = Record<PaidCall, number>;

/** The budget's day: the UTC date, e.g. '2025-06-01'. */
export const budgetDay = (now: Date) => now.toISOString().slice(0, 10);

/** Until the next UTC midnight, when a new day's budget starts. */
export function untilNextBudgetDay(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return midnight - now.getTime();
}

type BudgetDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One more paid call of `kind` today, given what was spent today, within the day's budget? */
export function spendBudget(kind: PaidCall, spent: PaidBudget, budget: PaidBudget, now: Date): BudgetDecision {
  return spent[kind] < budget[kind] ? { allowed: true } : { allowed: false, retryAfterMs: untilNextBudgetDay(now) };
}

/** Whose share of the paid pictures a call comes from: free is no membership, or Basic. */
export const PLANS = ['free', 'gold', 'platinum'] as const;
export type Plan = (typeof PLANS)[number];

export const planOf = (tier: string | null | undefined): Plan => (tier === 'gold' || tier === 'platinum' ? tier : 'free');

/** Today's paid calls, and the pictures of each plan among them. */
export interface PaidSpent extends PaidBudget {
  imageByPlan: Record<Plan, number>;
}

export const nothingSpent = (): PaidSpent => ({ text: 0, image: 0, imageByPlan: { free: 0, gold: 0, platinum: 0 } });

/** One more paid picture for a member of `plan` today, within the day's budget and the plan's share of it? */
export function spendImageShare(plan: Plan, spent: PaidSpent, budget: PaidBudget, shares: Record<Plan, number>, now: Date): BudgetDecision {
  const total = spendBudget('image', spent, budget, now);
  if (!total.allowed) return total;
  return spent.imageByPlan[plan] < shares[plan] ? { allowed: true } : { allowed: false, retryAfterMs: untilNextBudgetDay(now) };
}

const PLAN_MEMBERS: Record<Plan, string> = { free: 'free accounts', gold: 'Gold members', platinum: 'Platinum members' };

export function planShareMessage(plan: Plan, retryAfterMs: number): string {
  return `Roomboard has made all the AI room pictures it can for ${PLAN_MEMBERS[plan]} today. Please try again ${waitText(retryAfterMs)}.`;
}

export function generationLimitMessage(window: RateWindow, retryAfterMs: number): string {
  const per = window.ms >= DAY_MS ? 'a day' : 'an hour';
  return `You have reached the limit of ${window.limit} boards ${per}. Please try again ${waitText(retryAfterMs)}.`;
}

export function budgetMessage(kind: PaidCall, retryAfterMs: number): string {
  const what = kind === 'text' ? 'boards' : 'room pictures';
  return `Roomboard has made all the AI ${what} it can for today. Please try again ${waitText(retryAfterMs)}.`;
}

export function formLimitMessage(retryAfterMs: number): string {
  return `Too many requests from you. Please try again ${waitText(retryAfterMs)}.`;
}
