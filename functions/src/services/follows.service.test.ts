import { describe, expect, it } from 'vitest';
import { CANNOT_FOLLOW_SELF, ListQuerySchema, USER_NOT_FOUND } from '../contracts/community.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { follow, listPeople, unfollow, userSpace } from './follows.service.js';

describe('follows', () => {
  it('counts followers and following, once per pair, and lists them newest first', async () => {
    const deps = memoryCommunity([]);
    expect(await follow(deps, 'bob', 'ann')).toMatchObject({ id: 'ann', followers: 1, following: 0, is_following: true, is_self: false });
    expect(await follow(deps, 'bob', 'ann')).toMatchObject({ followers: 1 });
    await follow(deps, 'cy', 'ann');
    await follow(deps, 'ann', 'bob');
    expect(await userSpace(deps, 'ann', 'ann')).toMatchObject({
      name: 'ann',
      followers: 2,
      following: 1,
      is_following: false,
      is_self: true,
    });
    const first = await listPeople(deps, 'ann', 'followers', ListQuerySchema.parse({ page_size: 1 }));
    expect(first.people.length).toBe(1);
    const second = await listPeople(deps, 'ann', 'followers', ListQuerySchema.parse({ page_size: 1, cursor: first.next! }));
    expect([...first.people, ...second.people].map((person) => person.id).sort()).toEqual(['bob', 'cy']);
    expect(second.next).toBeNull();
    expect(await unfollow(deps, 'bob', 'ann')).toMatchObject({ followers: 1, is_following: false });
    expect(await unfollow(deps, 'bob', 'ann')).toMatchObject({ followers: 1 });
  });

  it('refuses following yourself and members who do not exist', async () => {
    const deps = memoryCommunity([]);
    await expect(follow(deps, 'ann', 'ann')).rejects.toMatchObject({ status: 400, message: CANNOT_FOLLOW_SELF });
    await expect(follow(deps, 'ann', 'nobody')).rejects.toMatchObject({ status: 404, message: USER_NOT_FOUND });
    await expect(userSpace(deps, null, 'a/b')).rejects.toMatchObject({ status: 404 });
  });

  it('answers 429 with the wait once a member follows too fast', async () => {
    const deps = memoryCommunity([]);
    for (let n = 0; n < 15; n++) {
      await follow(deps, 'ann', 'bob');
      await unfollow(deps, 'ann', 'bob');
    }
    await expect(follow(deps, 'ann', 'bob')).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests from you. Please try again in a minute.',
    });
  });
});
