import type { RateWindow } from '../domain/usage-limits.js';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Use counters by key (an address, an IP) over rolling windows, e.g. for the contact form and the newsletter. */
export interface RateLimits {
  /** One use at `now` of every key, within each key's windows: all are counted, or none when any is full. */
  take(uses: { key: string; windows: RateWindow[] }[], now: Date): Promise<RateDecision>;
}
