// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGAGED_AFTER_MS, whenEngaged } from './when-engaged';

describe('whenEngaged', () => {
  let idle: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    const queue = new Map<number, () => void>();
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      queue.set(next, run);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.delete(handle));
    idle = () => {
      const due = [...queue.values()];
      queue.clear();
      due.forEach((run) => run());
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the page to be used: a loaded page left alone runs nothing, even when the browser is idle', () => {
    const run = vi.fn();
    whenEngaged(run);
    idle();
    vi.advanceTimersByTime(ENGAGED_AFTER_MS - 1);
    idle();
    expect(run).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'keydown', 'scroll'])('runs once idle after a %s, and only once', (type) => {
    const run = vi.fn();
    whenEngaged(run);
    window.dispatchEvent(new Event(type));
    expect(run).not.toHaveBeenCalled();
    idle();
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(ENGAGED_AFTER_MS);
    idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it(`runs once idle after ${ENGAGED_AFTER_MS / 1000} s open with nobody using it`, () => {
    const run = vi.fn();
    whenEngaged(run);
    vi.advanceTimersByTime(ENGAGED_AFTER_MS);
    idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the engagement', () => {
    const early = vi.fn();
    whenEngaged(early)();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(ENGAGED_AFTER_MS);
    idle();
    const late = vi.fn();
    const cancel = whenEngaged(late);
    window.dispatchEvent(new Event('pointerdown'));
    cancel();
    idle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
