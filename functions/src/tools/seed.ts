// Seeds the demo data into the emulators when the database is empty. Run by `npm start`.
import { readConfig } from '../config.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { toolBlobs, toolProducts } from './tool-deps.js';

async function main(): Promise<void> {
  const config = readConfig();
  if (config.firestore !== 'emulator') throw new Error('The demo seed only runs against the Firestore emulator.');
  const products = await toolProducts(config);
  if (await products.isEmpty()) {
    await seedDemoCatalogue({ products, blobs: await toolBlobs(config), log: (message) => process.stderr.write(`· ${message}\n`) });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
