// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  function idleQueue() {
    const queue = new Map<number, () => void>();
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      queue.set(next, run);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.delete(handle));
    return () => [...queue.values()].forEach((run) => run());
  }

  it('runs once the browser is idle, not before', () => {
    const idle = idleQueue();
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const idle = idleQueue();
    const run = vi.fn();
    whenIdle(run)();
    idle();
    expect(run).not.toHaveBeenCalled();
  });
});
