import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { UPLOADS_BUSY, UPLOADS_LIMITED } from '../contracts/uploads.js';
import { semaphore, uploadGate } from './upload-gate.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('semaphore', () => {
  it('lets `slots` holders in at once, queues `queue` more in order, and refuses past that', async () => {
    const gate = semaphore(2, 2);
    const order: string[] = [];
    const first = await gate.acquire()!;
    const second = await gate.acquire()!;
    void gate.acquire()!.then((release) => (order.push('third'), release));
    const fourth = gate.acquire()!.then((release) => (order.push('fourth'), release));
    expect(gate.acquire()).toBeNull();
    expect([gate.active, gate.waiting]).toEqual([2, 2]);
    first();
    first(); // a second release of the same slot frees nothing more
    await tick();
    expect(order).toEqual(['third']);
    expect([gate.active, gate.waiting]).toEqual([2, 1]);
    second();
    (await fourth)();
    await tick();
    expect(order).toEqual(['third', 'fourth']);
    expect([gate.active, gate.waiting]).toEqual([1, 0]);
  });
});

/** A response the gate can watch: it emits 'close' as express's does when the answer is sent or the client goes. */
function response(uid: string) {
  const res = Object.assign(new EventEmitter(), { locals: { identity: { uid, email: null, emailVerified: true } } });
  return res as unknown as Response & EventEmitter;
}

async function pass(gate: ReturnType<typeof uploadGate>, res: Response): Promise<'next' | Error> {
  for (const middleware of gate) {
    let called = false;
    try {
      await middleware({} as Request, res, (() => (called = true)) as NextFunction);
    } catch (error) {
      return error as Error;
    }
    if (!called) return new Error('held');
  }
  return 'next';
}

describe('upload gate', () => {
  it('holds a slot until the answer closes; a full queue answers 503 with its message', async () => {
    const gate = uploadGate({ slots: 1, queue: 0, perMinute: 10 });
    const ann = response('ann');
    expect(await pass(gate, ann)).toBe('next');
    expect(await pass(gate, response('bob'))).toMatchObject({ status: 503, message: UPLOADS_BUSY, extra: { retryAfter: 2 } });
    ann.emit('close');
    expect(await pass(gate, response('bob'))).toBe('next');
  });

  it('frees the slot of a client that left while it waited', async () => {
    const gate = uploadGate({ slots: 1, queue: 1, perMinute: 10 });
    const ann = response('ann');
    await pass(gate, ann);
    const bob = response('bob');
    const waiting = pass(gate, bob);
    await tick();
    bob.emit('close');
    ann.emit('close');
    expect(await waiting).toEqual(new Error('held'));
    expect(await pass(gate, response('cy'))).toBe('next');
  });

  it('counts each member’s uploads a minute: 429 past the limit, others still pass', async () => {
    const gate = uploadGate({ slots: 5, queue: 0, perMinute: 2 });
    for (let i = 0; i < 2; i++) {
      const res = response('ann');
      expect(await pass(gate, res)).toBe('next');
      res.emit('close');
    }
    expect(await pass(gate, response('ann'))).toMatchObject({ status: 429, message: UPLOADS_LIMITED });
    expect(await pass(gate, response('bob'))).toBe('next');
  });
});
