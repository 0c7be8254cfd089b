/**
 * At most `slots` tasks run at once; the others wait their turn, in order. It lives in the instance's memory, so it
 * bounds one process: the image adapters take one so that no more pictures are decoded at once than the function's
 * memory plan allows (composition.ts). No queue cap: the function's own concurrency bounds who can wait.
 */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function semaphore(slots: number): Semaphore {
  let active = 0;
  const waiters: (() => void)[] = [];
  // A finished task's slot passes straight to the first waiter, so `active` never drops below what runs.
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else active -= 1;
  };
  const turn = (): Promise<void> => {
    if (active < slots) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiters.push(resolve));
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
