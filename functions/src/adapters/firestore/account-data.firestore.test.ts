import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UID_FREE, UID_HOLDERS } from '../../domain/account-data.js';

const FIRESTORE_ADAPTERS = __dirname;

/**
 * Every collection name the Firestore adapters use: `collection('x')`, `collectionGroup('x')`, `{ collection: 'x' }`
 * tables, `collection(NAME)` with `const NAME = 'x'` in the same file, and literal `'a' | 'b'` collection parameters.
 */
function collectionsInAdapters(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(FIRESTORE_ADAPTERS).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
    const source = readFileSync(join(FIRESTORE_ADAPTERS, file), 'utf8');
    const constants = new Map([...source.matchAll(/const ([A-Z_]+) = '([^']+)'/g)].map((match) => [match[1], match[2]]));
    const names = [
      ...[...source.matchAll(/collection(?:Group)?\('([^']+)'\)/g)].map((match) => match[1]),
      ...[...source.matchAll(/collection: '([^']+)'/g)].map((match) => match[1]),
      ...[...source.matchAll(/collection(?:Group)?\(([A-Z_]+)\)/g)].map((match) => constants.get(match[1] ?? '')),
      ...[...source.matchAll(/collection: ((?:'[^']+'(?: \| )?)+)/g)].flatMap((match) =>
        [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1]),
      ),
    ];
    for (const name of names) if (name) found.set(name, file);
  }
  return found;
}

describe('the registry of what names a member', () => {
  it('covers every collection the Firestore adapters use, or says why it never names a uid', () => {
    const covered = new Set([...UID_HOLDERS.map((holder) => holder.collection), ...Object.keys(UID_FREE)]);
    const found = collectionsInAdapters();
    const missing = [...found].filter(([name]) => !covered.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    // The scan itself works: it finds collections named each way.
    for (const name of ['users', 'boards', 'notifications', 'liveLayouts', 'stripeCustomers', 'reviews', 'shards']) {
      expect(found.has(name), name).toBe(true);
    }
  });

  it('names each collection once, and every entry says how it names the member or who handles it', () => {
    const names = UID_HOLDERS.map((holder) => holder.collection);
    expect(new Set(names).size).toBe(names.length);
    for (const holder of UID_HOLDERS) {
      expect(
        holder.byId || holder.fields?.length || holder.idPrefixes?.length || holder.detach?.length || holder.firstBy,
        holder.collection,
      ).toBeTruthy();
      expect(UID_FREE[holder.collection], holder.collection).toBeUndefined();
    }
  });
});
