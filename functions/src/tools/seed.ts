// Seeds the demo data into the emulators when the database is empty. Run by `npm start`.
import { readConfig } from '../config.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoDesigners } from './demo-designers.js';
import { toolBlobs, toolDemoDesigners, toolProducts } from './tool-deps.js';

async function main(): Promise<void> {
  const config = readConfig();
  if (config.firestore !== 'emulator') throw new Error('The demo seed only runs against the Firestore emulator.');
  const log = (message: string) => process.stderr.write(`· ${message}\n`);
  const products = await toolProducts(config);
  const blobs = await toolBlobs(config);
  if (await products.isEmpty()) await seedDemoCatalogue({ products, blobs, log });
  // After the catalogue: the designers' sample boards are composed from its cutouts.
  await seedDemoDesigners({ ...(await toolDemoDesigners(config)), products, blobs, log });
}

main().catch((error: unknown) => {
  process.stderr.write(`Seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
