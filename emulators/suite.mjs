// Starts and stops the local emulator suite. Shared by `npm start` (emulators/start.mjs) and `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, openSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-roomboard';
const FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

export class PrerequisiteError extends Error {}

/** Ports of one suite. `base` shifts every port so that several suites (a running app, a test run) can coexist. */
export function suitePorts(offset = 0) {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;
  const port = (name) => base[name].port + offset;
  return {
    auth: port('auth'),
    functions: port('functions'),
    firestore: port('firestore'),
    hosting: port('hosting'),
    hub: port('hub'),
    logging: port('logging'),
  };
}

export function javaMajorVersion() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(out.stderr ?? '');
  if (!match) return null;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function portFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => done(true)));
  });
}

export async function checkPrerequisites(ports) {
  const java = javaMajorVersion();
  if (java === null) {
    throw new PrerequisiteError(
      'Java is missing: install Java 17+ (apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator) or Java 21.',
    );
  }
  if (java < 21 && !existsSync(FIRESTORE_JAR)) {
    throw new PrerequisiteError(
      `Java ${java} needs Debian's Firestore emulator: apt-get install -y google-cloud-cli-firestore-emulator (or install Java 21).`,
    );
  }
  if (!existsSync(FIREBASE_BIN)) throw new PrerequisiteError('firebase-tools is not installed: run npm install first.');
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) {
      throw new PrerequisiteError(`Port ${port} (${name} emulator) is in use: stop whatever runs there (lsof -i :${port}) and try again.`);
    }
  }
  return { java };
}

export async function waitFor(url, { timeoutMs = 90_000, ok = (r) => r.ok, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`a process stopped before ${url} answered`);
    try {
      const response = await fetch(url);
      if (await ok(response)) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function latestExport(dir) {
  if (!existsSync(dir)) return null;
  for (const entry of readdirSync(dir)) {
    const metadata = join(dir, entry, `${entry}.overall_export_metadata`);
    if (existsSync(metadata)) return metadata;
  }
  return null;
}

/**
 * Starts one Firestore emulator from Debian's jar on 127.0.0.1:`port` (its log in `logDir`), once it answers.
 * `npm test` starts one more per API test worker beside the suite's own, so that workers never share a database.
 */
export async function startFirestore({ port, logDir, env = process.env, functionsPort, seed, name = 'firestore' }) {
  const args = [
    // The emulator lives minutes, not days: the quick compiler and the serial collector spend a fifth less CPU on it.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-Duser.language=en',
    '-cp',
    FIRESTORE_JAR,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--host=127.0.0.1',
    `--port=${port}`,
    `--project_id=${PROJECT_ID}`,
    '--single_project_mode=true',
    `--rules=${join(ROOT, 'firestore.rules')}`,
    ...(functionsPort ? [`--functions_emulator=127.0.0.1:${functionsPort}`] : []),
    ...(seed ? [`--seed_from_export=${seed}`] : []),
  ];
  mkdirSync(logDir, { recursive: true });
  const log = openSync(join(logDir, `${name}.log`), 'a');
  // Own process group: a Ctrl-C in the terminal reaches only the launcher, which exports the data first.
  const child = spawn('java', args, { stdio: ['ignore', log, log], env, detached: true });
  const started = { name, child };
  try {
    await waitFor(`http://127.0.0.1:${port}/`, { isAlive: () => child.exitCode === null });
  } catch (error) {
    await stopSuite({ children: [started] });
    throw new Error(`${error.message}; see ${join(logDir, `${name}.log`)}`);
  }
  return started;
}

/**
 * Starts the suite: Firestore (Debian's jar on Java < 21, else firebase-tools), then firebase-tools with
 * Auth and, as asked, Functions and Hosting. `dataDir` keeps Firestore and Auth data between runs.
 */
export async function startSuite({
  offset = 0,
  only = ['auth', 'functions', 'hosting'],
  dataDir,
  env = {},
  logDir,
  triggers = true,
  webDist,
}) {
  const ports = suitePorts(offset);
  const wanted = Object.fromEntries(Object.entries(ports).filter(([name]) => ['firestore', 'hub', 'logging', ...only].includes(name)));
  const { java } = await checkPrerequisites(wanted);
  mkdirSync(logDir, { recursive: true });
  const children = [];
  const firestoreHost = `127.0.0.1:${ports.firestore}`;
  const childEnv = {
    ...process.env,
    ...env,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
  };
  const firestoreDir = dataDir && join(dataDir, 'firestore');
  const authDir = dataDir && join(dataDir, 'auth');
  const useJar = java < 21;

  // Firestore and firebase-tools start side by side: neither needs the other until the first request.
  let firestoreStarting = null;
  if (useJar) {
    const seed = firestoreDir && latestExport(firestoreDir);
    firestoreStarting = startFirestore({
      port: ports.firestore,
      logDir,
      env: childEnv,
      // The jar calls the Functions emulator for the Firestore triggers registered with it (registerFirestoreTriggers).
      functionsPort: only.includes('functions') ? ports.functions : undefined,
      seed,
    });
  }

  const config = writeSuiteConfig(ports, offset, webDist);
  const firebaseArgs = [
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--config',
    config,
    '--only',
    [...only, ...(useJar ? [] : ['firestore'])].join(','),
  ];
  if (authDir) {
    if (existsSync(join(authDir, 'firebase-export-metadata.json'))) firebaseArgs.push('--import', authDir);
    firebaseArgs.push('--export-on-exit', authDir);
  }
  const log = openSync(join(logDir, 'firebase.log'), 'a');
  const firebase = spawn(FIREBASE_BIN, firebaseArgs, { stdio: ['ignore', log, log], env: childEnv, cwd: ROOT, detached: true });
  children.push({ name: 'firebase', child: firebase });
  const alive = () => children.every(({ child }) => child.exitCode === null);
  try {
    if (firestoreStarting) children.unshift(await firestoreStarting);
    await waitFor(`http://127.0.0.1:${ports.auth}/`, { isAlive: alive, timeoutMs: 120_000 });
    if (only.includes('hosting')) {
      await waitFor(`http://127.0.0.1:${ports.hosting}/api/health`, { isAlive: alive, timeoutMs: 120_000 });
    }
    if (useJar && only.includes('functions') && triggers) await registerFirestoreTriggers(ports);
  } catch (error) {
    await stopSuite({ children, ports, firestoreDir: undefined });
    throw new Error(`${error.message}; see ${join(logDir, 'firebase.log')}`);
  }
  return { ports, children, firestoreDir, useJar, env: childEnv };
}

/** The Firestore-triggered functions of index.ts (deliverMail sends each new mail/{id}). */
const FIRESTORE_TRIGGERS = [{ name: 'deliverMail', document: 'mail/{id}', eventType: 'google.cloud.firestore.document.v1.created' }];

/**
 * firebase-tools registers Firestore triggers only with a Firestore emulator it runs itself; with Debian's jar it
 * skips them. So the launcher registers them with the jar as firebase-tools would (the key is the function's id and
 * the Functions emulator's first trigger generation), and the jar calls the Functions emulator on each event.
 */
export async function registerFirestoreTriggers(ports) {
  for (const trigger of FIRESTORE_TRIGGERS) {
    const key = `us-central1-${trigger.name}-0`;
    const url = `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${key}`;
    const body = {
      eventType: trigger.eventType,
      database: '(default)',
      namespace: '(default)',
      document: { value: trigger.document, matchType: 'PATH_PATTERN' },
    };
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`registering the ${trigger.name} trigger failed: ${response.status} ${await response.text()}`);
  }
}

/** Origins only the emulator needs: the web app reaches the Auth emulator (and its sign-in pages) on localhost ports. */
const EMULATOR_ORIGINS = {
  'connect-src': ['http://127.0.0.1:*', 'http://localhost:*'],
  'frame-src': ['http://127.0.0.1:*', 'http://localhost:*'],
};

/** The production Content-Security-Policy of firebase.json with the emulator's local origins added. */
export function emulatorCsp(csp) {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name] = directive.split(/\s+/);
      const extra = EMULATOR_ORIGINS[name] ?? [];
      return [directive, ...extra.filter((origin) => !directive.split(/\s+/).includes(origin))].join(' ');
    })
    .join('; ');
}

/** firebase.json for the emulator: shifted ports and the emulator's CSP (firebase.json itself keeps the production one). */
export function suiteConfig(config, ports) {
  const copy = structuredClone(config);
  for (const [name, port] of Object.entries(ports)) copy.emulators[name].port = port;
  for (const rule of copy.hosting.headers) {
    for (const header of rule.headers) if (header.key === 'Content-Security-Policy') header.value = emulatorCsp(header.value);
  }
  return copy;
}

/** `webDist` (relative to the root): what Hosting serves instead of web/dist, so test runs side by side keep theirs. */
function writeSuiteConfig(ports, offset, webDist) {
  const config = suiteConfig(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')), ports);
  if (webDist) config.hosting.public = webDist;
  // firebase-tools resolves paths relative to the config file, so the emulator's copy lives at the root too.
  const path = join(ROOT, `.firebase.offset-${offset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** Exports Firestore data (when asked), then stops every child: firebase-tools first so Auth exports. */
export async function stopSuite({ children, ports, firestoreDir }) {
  if (firestoreDir) {
    await exportFirestore(ports, firestoreDir).catch((error) =>
      process.stderr.write(`Could not save the Firestore data: ${error.message}\n`),
    );
  }
  const order = [...children].reverse();
  for (const { child, name } of order) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, name === 'firebase' ? 'SIGINT' : 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
  }
}

async function exportFirestore(ports, dir) {
  const staging = `${dir}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const response = await fetch(`http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${PROJECT_ID}/databases/(default)`, export_directory: staging }),
  });
  if (!response.ok) throw new Error(`Firestore export failed: ${response.status}`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/** True when any file below `sources` is newer than `output`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  const newest = (path) => {
    const info = statSync(path);
    if (!info.isDirectory()) return info.mtimeMs;
    return Math.max(
      info.mtimeMs,
      ...readdirSync(path)
        .filter((n) => n !== 'node_modules')
        .map((n) => newest(join(path, n))),
    );
  };
  return sources.some((source) => existsSync(source) && newest(source) > built);
}
