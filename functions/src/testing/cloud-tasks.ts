// A stand-in for the Cloud Tasks API, started by a test: firebase-admin's taskQueue().enqueue talks to it through
// CLOUD_TASKS_EMULATOR_HOST (as to the Cloud Tasks emulator), and it delivers the tasks to a handler one at a
// time, with their queue's name (the task function's), delivering a task again after a short back-off while the
// handler throws (retryConfig.maxAttempts in all).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CloudTasksStandIn {
  /** Tasks received, by queue name (the task function's name). */
  enqueued: Map<string, number>;
  /** Resolves once no task is waiting or running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const TASKS_PATH = /^\/projects\/[^/]+\/locations\/[^/]+\/queues\/([^/]+)\/tasks$/;

async function readJson(req: IncomingMessage): Promise<{ task?: { httpRequest?: { body?: string } } }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { task?: { httpRequest?: { body?: string } } };
}

export async function startCloudTasksStandIn(
  handler: (data: unknown, queue: string) => Promise<unknown>,
  { maxAttempts = 3, backoffMs = 50 } = {},
): Promise<CloudTasksStandIn> {
  const enqueued = new Map<string, number>();
  const waiting: Array<{ data: unknown; queue: string }> = [];
  let draining: Promise<void> | null = null;

  const drain = async () => {
    for (let task = waiting.shift(); task !== undefined; task = waiting.shift()) {
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        try {
          await handler(task.data, task.queue);
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, backoffMs));
        }
      }
    }
    draining = null;
  };

  const server = createServer((req, res) => {
    const queue = TASKS_PATH.exec((req.url ?? '').split('?')[0]!)?.[1];
    if (req.method !== 'POST' || !queue) {
      res.writeHead(404).end();
      return;
    }
    readJson(req)
      .then((body) => {
        const payload = JSON.parse(Buffer.from(body.task?.httpRequest?.body ?? '', 'base64').toString('utf8')) as { data: unknown };
        enqueued.set(queue, (enqueued.get(queue) ?? 0) + 1);
        waiting.push({ data: payload.data, queue });
        draining ??= drain();
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ task: body.task }));
      })
      .catch(() => res.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const previous = process.env.CLOUD_TASKS_EMULATOR_HOST;
  process.env.CLOUD_TASKS_EMULATOR_HOST = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    enqueued,
    async idle() {
      while (draining) await draining;
    },
    close: async () => {
      if (previous === undefined) delete process.env.CLOUD_TASKS_EMULATOR_HOST;
      else process.env.CLOUD_TASKS_EMULATOR_HOST = previous;
      while (draining) await draining;
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
