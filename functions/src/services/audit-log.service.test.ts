import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../contracts/audit-log.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import { createUser } from '../testing/factories.js';
import { memoryAuditLog } from '../testing/memory-audit-log.js';
import { memoryUsers } from '../testing/memory-repositories.js';
import { memoryRoles } from '../testing/memory-roles.js';
import { listAuditLog } from './audit-log.service.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));

function world() {
  const auditLog = memoryAuditLog();
  const users = memoryUsers([createUser({ uid: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lind' })]);
  const roles = memoryRoles([
    { uid: 'ada', email: 'ada@example.com', roles: ['admin'] },
    { uid: 'bo', email: 'bo@example.com', roles: ['admin'] },
  ]);
  return { auditLog, users, roles };
}

describe('the audit log', () => {
  it('lists the lines newest first, naming each admin by their name, else their address, and the tool by its command', async () => {
    const deps = world();
    const line = { target: { kind: 'board' as const, id: 'board1' }, reason: null, details: {} };
    await deps.auditLog.append({ ...line, at: at(1), actorUid: 'ada', action: 'hide', reason: 'spam' });
    await deps.auditLog.append({ ...line, at: at(3), actorUid: 'tool:admin:grant', action: 'revoke-designer' });
    await deps.auditLog.append({ ...line, at: at(2), actorUid: 'bo', action: 'restore' });
    const page = await listAuditLog(deps, undefined);
    expect(page.entries.map((entry) => [entry.at, entry.actor.name, entry.action, entry.reason])).toEqual([
      ['2026-11-28T10:03:00.000Z', 'npm run admin:grant', 'revoke-designer', null],
      ['2026-11-28T10:02:00.000Z', 'bo@example.com', 'restore', null],
      ['2026-11-28T10:01:00.000Z', 'Ada Lind', 'hide', 'spam'],
    ]);
    expect(page.next).toBeNull();
  });

  it('pages by an opaque cursor, lines of the same instant included once, and refuses a cursor it did not make', async () => {
    const deps = world();
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i += 1)
      await deps.auditLog.append({
        at: at(i % 2),
        actorUid: 'ada',
        action: 'hide',
        target: { kind: 'comment', id: `c${i}` },
        reason: null,
        details: {},
      });
    const first = await listAuditLog(deps, undefined);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const second = await listAuditLog(deps, first.next!);
    expect(second.entries).toHaveLength(2);
    expect(second.next).toBeNull();
    const seen = [...first.entries, ...second.entries].map((entry) => entry.target.id);
    expect(new Set(seen).size).toBe(AUDIT_PAGE_SIZE + 2);
    await expect(listAuditLog(deps, 'not-a-cursor')).rejects.toMatchObject({ status: 400, message: BAD_CURSOR });
  });
});
