// maildev: a real SMTP server with a web inbox and a REST API, for `npm start` (ports 1025/1080), the API tests and
// the browser journeys (ports shifted by the run's offset, like the emulators'). Run as a child process: maildev's
// module keeps one server per process and exits it on SIGINT.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, waitFor } from './suite.mjs';

export const maildevPorts = (offset = 0) => ({ smtp: 1025 + offset, web: 1080 + offset });

/** Starts maildev on 127.0.0.1; `log` is a file for its output (none: ignored). */
export async function startMaildev({ offset = 0, log } = {}) {
  const ports = maildevPorts(offset);
  const bin = join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev');
  const out = log ? openSync(log, 'a') : 'ignore';
  const args = [bin, '--smtp', String(ports.smtp), '--web', String(ports.web), '--ip', '127.0.0.1', '--silent'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', out, out] });
  const webUrl = `http://127.0.0.1:${ports.web}`;
  try {
    await waitFor(`${webUrl}/healthz`, { timeoutMs: 20_000, isAlive: () => child.exitCode === null });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`maildev did not start on ports ${ports.smtp}/${ports.web}: ${error.message}`);
  }
  return {
    ports,
    child,
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    webUrl,
    /** Every mail in the inbox, oldest first, as maildev's REST API gives it. */
    async inbox() {
      const response = await fetch(`${webUrl}/email`);
      if (!response.ok) throw new Error(`maildev answered ${response.status}`);
      return response.json();
    },
    /** Waits until the inbox holds `count` mails that `match` (maildev parses each mail a moment after SMTP accepts it). */
    async waitFor(match, { count = 1, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await this.inbox()).filter(match);
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async clear() {
      await fetch(`${webUrl}/email/all`, { method: 'DELETE' });
    },
    /** The bytes of a mail's attachment. */
    async attachment(id, fileName) {
      const response = await fetch(`${webUrl}/email/${id}/attachment/${encodeURIComponent(fileName)}`);
      return response.text();
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
