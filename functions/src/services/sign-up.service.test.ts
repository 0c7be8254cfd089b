import { describe, expect, it } from 'vitest';
import { ALREADY_REGISTERED } from '../domain/accounts.js';
import { memoryUsers } from '../testing/memory-repositories.js';
import { EMAIL_MISMATCH, signUp } from './sign-up.service.js';

const form = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  address: '12 Garden Row',
  password: 'Sunroom#2024',
  confirm_password: 'Sunroom#2024',
};

describe('signUp', () => {
  it("writes the profile of the new account under the verified token's uid and e-mail", async () => {
    const users = memoryUsers();
    expect(await signUp({ users }, { uid: 'ann', email: 'Ann@Example.com', emailVerified: true }, form)).toEqual({ uid: 'ann' });
    expect(users.byId.get('ann')).toMatchObject({
      uid: 'ann',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      address: '12 Garden Row',
    });
  });

  it('refuses a form whose e-mail is not the new account’s, writing nothing', async () => {
    const users = memoryUsers();
    await expect(signUp({ users }, { uid: 'ann', email: 'mallory@example.com', emailVerified: true }, form)).rejects.toMatchObject({
      status: 400,
      message: EMAIL_MISMATCH,
    });
    await expect(signUp({ users }, { uid: 'ann', email: null, emailVerified: true }, form)).rejects.toMatchObject({
      status: 400,
      message: EMAIL_MISMATCH,
    });
    expect(users.byId.size).toBe(0);
  });

  it('answers 409 to an account that is already registered', async () => {
    const users = memoryUsers();
    await signUp({ users }, { uid: 'ann', email: 'ann@example.com', emailVerified: true }, form);
    await expect(signUp({ users }, { uid: 'ann', email: 'ann@example.com', emailVerified: true }, form)).rejects.toMatchObject({
      status: 409,
      message: ALREADY_REGISTERED,
    });
  });
});
