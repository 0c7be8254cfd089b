// The audit log port, the same checks against the memory fake and the Firestore emulator: lines newest first (the
// higher id first within one instant), each once across pages of an opaque cursor, a bad cursor refused; and browsers
// can read none of it (firestore.rules). Other test files may append lines meanwhile: the checks follow this file's own.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import type { AuditEntry, AuditLog } from '../../ports/audit-log.port.js';
import { emulatorHosts } from '../../testing/backend.js';
import { emulatorToken } from '../../testing/jwt.js';
import { memoryAuditLog } from '../../testing/memory-audit-log.js';
import { firestoreAuditLog } from './audit-log.firestore.js';

const stores: [string, () => Promise<AuditLog>][] = [
  ['memory', async () => memoryAuditLog()],
  ['firestore', async () => firestoreAuditLog(getFirestore(await adminApp(readConfig(process.env))))],
];

describe.each(stores)('the audit log (%s)', (_name, make) => {
  let log: AuditLog;
  beforeAll(async () => {
    emulatorHosts();
    log = await make();
  });

  it('pages newest first, each line once, and refuses a cursor it did not make', async () => {
    const run = randomUUID().slice(0, 8);
    const base = Date.UTC(2030, 0, 1);
    // Three lines share each instant: the cursor must not skip or repeat one of them.
    for (let i = 0; i < 12; i += 1)
      await log.append({
        at: new Date(base + Math.floor(i / 3) * 1000),
        actorUid: 'admin1',
        action: 'hide',
        target: { kind: 'board', id: `${run}-${i}` },
        reason: i === 0 ? 'spam' : null,
        details: { copies: i },
      });
    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: { entries: AuditEntry[]; nextCursor: string | null } = await log.list({ limit: 5, cursor });
      seen.push(...page.entries.filter((entry) => entry.target.id.startsWith(`${run}-`)));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(12);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(12);
    const order = seen.map((entry) => [entry.at.getTime(), entry.id]);
    const sorted = [...order].sort(([atA, idA], [atB, idB]) => Number(atB) - Number(atA) || (idA! < idB! ? 1 : -1));
    expect(order).toEqual(sorted);
    expect(seen.at(-1)).toMatchObject({
      at: new Date(base),
      actorUid: 'admin1',
      action: 'hide',
      target: { kind: 'board' },
      details: expect.objectContaining({ copies: expect.any(Number) }),
    });
    expect(seen.find((entry) => entry.target.id === `${run}-0`)).toMatchObject({ reason: 'spam', details: { copies: 0 } });
    await expect(log.list({ limit: 5, cursor: 'not-a-cursor' })).rejects.toMatchObject({
      status: 400,
      message: 'The page cursor is not valid.',
    });
  });
});

describe('firestore.rules for the admin records', () => {
  it('lets no browser read or write the audit log or the designer applications', async () => {
    const { firestore, projectId } = emulatorHosts();
    const status = async (method: 'GET' | 'PATCH', path: string) => {
      const response = await fetch(`http://${firestore}/v1/projects/${projectId}/databases/(default)/documents/${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${emulatorToken('ann', { kind: 'id' })}` },
        body: method === 'PATCH' ? JSON.stringify({ fields: { reason: { stringValue: 'forged' } } }) : undefined,
      });
      await response.text();
      return response.status;
    };
    for (const path of ['auditLog/x', 'designerApplications/x', 'designerApplicants/ann'])
      expect([await status('GET', path), await status('PATCH', path)]).toEqual([403, 403]);
  });
});
