// Set-up of each API test file (vitest.config.ts): `npm test` starts one Firestore emulator per worker and lists them
// in ROOMBOARD_FIRESTORE_HOSTS, so files that run at the same time never see each other's data. The Auth emulator is
// shared (its accounts have random e-mails); maildev, which some files start, gets ports of the worker's own.
const hosts = (process.env.ROOMBOARD_FIRESTORE_HOSTS ?? '').split(',').filter(Boolean);
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
const host = hosts[(worker - 1) % Math.max(1, hosts.length)];
if (host) process.env.FIRESTORE_EMULATOR_HOST = host;

// The run's offset, kept the first time: a worker runs several files, and each shifts from the same one.
process.env.ROOMBOARD_RUN_PORT_OFFSET ??= process.env.ROOMBOARD_TEST_PORT_OFFSET ?? '20';
process.env.ROOMBOARD_TEST_PORT_OFFSET = String(Number(process.env.ROOMBOARD_RUN_PORT_OFFSET) + worker - 1);
