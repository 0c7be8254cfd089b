// Set-up of each DOM test file (vitest.config.ts): Testing Library's find* and waitFor wait up to 5 s, not 1 s. A lazily
// loaded part of a page is a module load, which a CI machine busy with the other suites can take over a second to do.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
