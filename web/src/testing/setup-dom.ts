// Set-up of each DOM test file (vitest.config.ts). The files of a worker share one DOM and the libraries' modules
// (React, Testing Library, happy-dom load once per worker, not per file), so each file starts from the app's modules
// evaluated afresh and a blank page, and leaves no mock, stub, timer or stored value to the next.
import { configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// The app's own modules (a session store, a query cache, the entry's early reads) are the file's own.
vi.resetModules();
// A test that followed a link or a download left the page elsewhere: every file starts at the same address.
(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://localhost:3000/');

// Testing Library's find* and waitFor wait up to 5 s, not 1 s. A lazily loaded part of a page is a module load, which a
// CI machine busy with the other suites can take over a second to do.
configure({ asyncUtilTimeout: 5_000 });

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
