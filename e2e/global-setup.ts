// One chromium per vitest run of journeys (npm test has two: the pool and the serial files): each journey file
// connects to it (e2e/browser.ts) instead of starting its own.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { LAUNCH_OPTIONS } from './browser.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
