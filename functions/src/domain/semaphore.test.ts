import { describe, expect, it } from 'vitest';
import { semaphore } from './semaphore.js';

/** A task that runs until `finish` is called, recording when it starts. */
function controlled(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const task = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => ((finish = resolve), (fail = reject)));
  };
  return { task, finish: (value = name) => finish(value), fail: (error: Error) => fail(error) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('semaphore', () => {
  it('runs at most `slots` tasks at once, the others in the order they came', async () => {
    const slots = semaphore(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controlled(started, name));
    const results = [a, b, c, d].map((one) => slots.run(one!.task));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);
    b!.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    expect([slots.active, slots.waiting]).toEqual([2, 1]);
    a!.finish();
    c!.finish();
    await tick();
    d!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const slots = semaphore(1);
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => controlled(started, name));
    const first = slots.run(a!.task);
    const second = slots.run(b!.task);
    await tick();
    a!.fail(new Error('bad pixels'));
    await expect(first).rejects.toThrow('bad pixels');
    await tick();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    expect(await second).toBe('b');
    expect(slots.active).toBe(0);
  });
});
