// Seeds the demo data into the emulators when the database is empty. Run by `npm start`.
import { readConfig } from '../config.js';

async function main(): Promise<void> {
  const config = readConfig();
  if (config.firestore !== 'emulator') throw new Error('The demo seed only runs against the Firestore emulator.');
}

main().catch((error: unknown) => {
  process.stderr.write(`Seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
