// The layout map in docs/architecture.md names every folder a newcomer meets: the top level, functions/src and its
// adapters, web/src and its features. A folder added without a line there fails this test.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const map = readFileSync(new URL('docs/architecture.md', root), 'utf8').split('```')[1];
const folders = (dir) =>
  readdirSync(new URL(dir, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name);
/** A folder is named when its name starts a column of the map: at a line's start or after two spaces. */
const named = (name) => new RegExp(`(^|\\s{2})${name.replace(/[-/]/g, '\\$&')}(/|\\s)`, 'm').test(map);

describe('the layout map in docs/architecture.md', () => {
  it.each([
    ['the repository', '.', ['test-results', 'lib', 'dist']],
    ['functions/src', 'functions/src/', []],
    ['the adapters', 'functions/src/adapters/', []],
    ['web/src', 'web/src/', []],
    ['the web features', 'web/src/features/', []],
  ])('names every folder of %s', (_, dir, generated) => {
    const missing = folders(dir).filter((name) => !generated.includes(name) && !named(name));
    expect(missing).toEqual([]);
  });
});
