// Set-up of each journey file (vitest.config.ts): a failed test leaves a screenshot of every page it had open.
import { afterEach } from 'vitest';
import { screenshotOpenPages } from './browser.js';

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshotOpenPages(`${task.file.name.replace(/^.*\//, '')}-${task.name}`);
});
