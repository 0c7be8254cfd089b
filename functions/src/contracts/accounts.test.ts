import { describe, expect, it } from 'vitest';
import { bodyWith, MESSAGE_ROWS, VALID, type AccountFormName } from './accounts.examples.js';
import { AccountForm, ContactForm, ProfileForm, RegisterForm, SaveProfileRequest, SignUpRequest } from './accounts.js';

const SCHEMAS = { register: RegisterForm, profile: ProfileForm, account: AccountForm, contact: ContactForm } as const;

function firstMessage(form: AccountFormName, body: unknown, field: string): string | undefined {
  const result = SCHEMAS[form].safeParse(body);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('account contracts', () => {
  it.each(Object.keys(VALID) as AccountFormName[])('accept a valid %s form', (form) => {
    expect(SCHEMAS[form].safeParse(VALID[form]).success).toBe(true);
  });

  it.each(MESSAGE_ROWS.map((row) => [row.form, row.field, row.message, row] as const))(
    '%s.%s says "%s"',
    (_form, _field, _message, row) => {
      expect(firstMessage(row.form, bodyWith(row), row.field)).toBe(row.message);
    },
  );

  it('shows only the required message for an empty field', () => {
    const result = ProfileForm.safeParse({ ...VALID.profile, user_name: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Username is required');
  });

  it.each(["O'Brien-Smith", 'Zoë', 'Zoe\u0308', 'José María', 'Nguyễn', '李小龙', 'D’Arcy'])('accepts the real name %s', (name) => {
    for (const form of ['register', 'profile'] as const) {
      expect(firstMessage(form, { ...VALID[form], first_name: name, last_name: name }, 'first_name')).toBeUndefined();
      expect(firstMessage(form, { ...VALID[form], first_name: name, last_name: name }, 'last_name')).toBeUndefined();
    }
  });

  it('trims names and e-mail addresses', () => {
    expect(SignUpRequest.parse({ ...VALID.register, first_name: '  Ann ', email: ' ann@example.com ' })).toMatchObject({
      first_name: 'Ann',
      email: 'ann@example.com',
    });
  });

  it('never carries the password to the server', () => {
    expect(SignUpRequest.parse(VALID.register)).not.toHaveProperty('password');
  });

  it('saves a profile, an address, or both, and ignores the placeholder plan', () => {
    expect(SaveProfileRequest.parse({ ...VALID.profile, placeInfo: {}, invoices: [] })).toEqual({ profile: VALID.profile });
    expect(SaveProfileRequest.parse(VALID.account)).toEqual({ account: VALID.account });
    expect(SaveProfileRequest.parse({ ...VALID.profile, ...VALID.account, email: 'x@example.com' })).toEqual({
      profile: VALID.profile,
      account: VALID.account,
    });
    expect(SaveProfileRequest.safeParse({ zip: '12345' }).success).toBe(false);
    expect(SaveProfileRequest.safeParse({}).error?.issues[0]?.message).toBe('There is nothing to save.');
  });

  it('treats the unit as optional', () => {
    const { unit: _unit, ...withoutUnit } = VALID.account;
    expect(AccountForm.parse(withoutUnit).unit).toBe('');
  });
});
