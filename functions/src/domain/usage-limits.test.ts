import { describe, expect, it } from 'vitest';
import {
  budgetDay,
  budgetMessage,
  DAY_MS,
  formLimitMessage,
  generationLimitMessage,
  HOUR_MS,
  retryAfterSeconds,
  spendBudget,
  takeSlot,
  untilNextBudgetDay,
  waitText,
} from './usage-limits.js';

const now = new Date('2025-06-01T12:00:00Z');
const t = now.getTime();
const hourly = { limit: 2, ms: HOUR_MS };
const daily = { limit: 3, ms: DAY_MS };

describe('takeSlot', () => {
  it('allows up to the limit in a rolling window, keeping the times sorted and forgetting those older than every window', () => {
    expect(takeSlot([t - 20, t - HOUR_MS - 1], t, [hourly])).toEqual({ allowed: true, recent: [t - 20, t] });
    expect(takeSlot([t - 10, t - DAY_MS - 5], t, [hourly, daily])).toEqual({ allowed: true, recent: [t - 10, t] });
  });

  it('refuses when the hour is full and says when the oldest use in it expires', () => {
    expect(takeSlot([t - 10 * 60_000, t - 50 * 60_000], t, [hourly, daily])).toEqual({
      allowed: false,
      recent: [t - 50 * 60_000, t - 10 * 60_000],
      window: hourly,
      retryAfterMs: 10 * 60_000,
    });
  });

  it('refuses when the day is full though the hour is not, until enough of the day expires', () => {
    const recent = [t - 20 * HOUR_MS, t - 5 * HOUR_MS, t - 2 * HOUR_MS];
    expect(takeSlot(recent, t, [hourly, daily])).toMatchObject({ allowed: false, window: daily, retryAfterMs: 4 * HOUR_MS });
  });

  it('counts from the use that frees a place when the window holds more than the limit (a lowered limit)', () => {
    const recent = [t - 40 * 60_000, t - 30 * 60_000, t - 20 * 60_000];
    expect(takeSlot(recent, t, [hourly])).toMatchObject({ allowed: false, retryAfterMs: 30 * 60_000 });
  });

  it('asks to wait at least a second and at most the window', () => {
    expect(takeSlot([t - HOUR_MS + 1, t], t, [hourly])).toMatchObject({ allowed: false, retryAfterMs: 1000 });
    expect(takeSlot([t + 300, t + 200], t, [hourly])).toMatchObject({ allowed: false, retryAfterMs: HOUR_MS });
  });
});

describe('the daily budget of paid calls', () => {
  const budget = { text: 2, image: 1 };
  it('counts text and image calls apart', () => {
    expect(spendBudget('text', { text: 1, image: 1 }, budget, now)).toEqual({ allowed: true });
    expect(spendBudget('image', { text: 1, image: 1 }, budget, now)).toEqual({ allowed: false, retryAfterMs: 12 * HOUR_MS });
    expect(spendBudget('text', { text: 2, image: 0 }, budget, now)).toEqual({ allowed: false, retryAfterMs: 12 * HOUR_MS });
  });

  it('is a UTC day that starts again at midnight', () => {
    expect(budgetDay(new Date('2025-06-01T23:59:59Z'))).toBe('2025-06-01');
    expect(budgetDay(new Date('2025-06-02T00:00:00Z'))).toBe('2025-06-02');
    expect(untilNextBudgetDay(new Date('2025-06-01T23:59:30Z'))).toBe(30_000);
  });
});

describe('messages', () => {
  it('say the limit and when to try again', () => {
    expect(generationLimitMessage(hourly, 10 * 60_000)).toBe(
      'You have reached the limit of 2 boards an hour. Please try again in 10 minutes.',
    );
    expect(generationLimitMessage(daily, 4 * HOUR_MS)).toBe('You have reached the limit of 3 boards a day. Please try again in 4 hours.');
    expect(budgetMessage('text', 12 * HOUR_MS)).toBe(
      'Roomboard has made all the AI boards it can for today. Please try again in 12 hours.',
    );
    expect(budgetMessage('image', 30_000)).toBe(
      'Roomboard has made all the AI room pictures it can for today. Please try again in a minute.',
    );
    expect(formLimitMessage(59 * 60_000)).toBe('Too many requests from you. Please try again in 59 minutes.');
  });

  it('round waits up, to whole seconds for Retry-After', () => {
    expect(waitText(61_000)).toBe('in 2 minutes');
    expect(waitText(119 * 60_000)).toBe('in 119 minutes');
    expect(waitText(2 * HOUR_MS + 1)).toBe('in 3 hours');
    expect(retryAfterSeconds(1500)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});
