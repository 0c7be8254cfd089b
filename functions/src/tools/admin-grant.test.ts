import { describe, expect, it } from 'vitest';
import { parseGrantArgs } from './admin-grant.js';

const USAGE = 'Usage: npm run admin:grant -- [--role admin|designer] [--revoke | --suspend | --reinstate] EMAIL';

describe('npm run admin:grant arguments', () => {
  it('grants admin by default, a role by --role, and takes one change', () => {
    expect(parseGrantArgs(['ada@example.com'])).toEqual({ email: 'ada@example.com', role: 'admin', revoke: false, change: 'grant' });
    expect(parseGrantArgs(['--role', 'designer', 'dee@example.com', '--revoke'])).toEqual({
      email: 'dee@example.com',
      role: 'designer',
      revoke: true,
      change: 'revoke',
    });
    expect(parseGrantArgs(['--role', 'designer', '--suspend', 'dee@example.com'])).toMatchObject({ change: 'suspend', revoke: false });
    expect(parseGrantArgs(['--role', 'designer', '--reinstate', 'dee@example.com'])).toMatchObject({ change: 'reinstate' });
  });

  it('refuses two changes at once, a suspension of an admin, and a missing address', () => {
    expect(() => parseGrantArgs(['--role', 'designer', '--suspend', '--revoke', 'dee@example.com'])).toThrow(USAGE);
    expect(() => parseGrantArgs(['--suspend', 'ada@example.com'])).toThrow(USAGE);
    expect(() => parseGrantArgs(['--role', 'designer'])).toThrow(USAGE);
    expect(() => parseGrantArgs(['--role', 'owner', 'x@example.com'])).toThrow(USAGE);
  });
});
