import { describe, expect, it } from 'vitest';
import { CANNOT_FOLLOW_SELF, ListQuerySchema, USER_NOT_FOUND } from '../contracts/community.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { memoryFollows } from '../testing/memory-community.js';
import { cachedFollowees, follow, listPeople, unfollow, userSpace } from './follows.service.js';

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

describe('the followee cache', () => {
  function counted() {
    const follows = memoryFollows();
    let reads = 0;
    const followees = follows.followees.bind(follows);
    follows.followees = (uid, limit) => {
      reads++;
      return followees(uid, limit);
    };
    let time = 0;
    const cached = cachedFollowees(follows, { ttlMs: 60_000, now: () => new Date(time) });
    return { cached, reads: () => reads, advance: (ms: number) => (time += ms) };
  }
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));

  it('reads a member’s followees once a minute, newest first', async () => {
    const { cached, reads, advance } = counted();
    await cached.follow('cy', 'ann', at(1));
    await cached.follow('cy', 'bob', at(2));
    expect(await cached.followees('cy', 300)).toEqual(['bob', 'ann']);
    advance(59_000);
    expect(await cached.followees('cy', 300)).toEqual(['bob', 'ann']);
    expect(await cached.followees('cy', 1)).toEqual(['bob']);
    expect(reads()).toBe(1);
    advance(1_000);
    expect(await cached.followees('cy', 300)).toEqual(['bob', 'ann']);
    expect(reads()).toBe(2);
  });

  it('forgets a member’s list when they follow or unfollow through it, and keeps the others’', async () => {
    const { cached, reads } = counted();
    await cached.follow('cy', 'ann', at(1));
    await cached.follow('bob', 'ann', at(1));
    expect([await cached.followees('cy', 300), await cached.followees('bob', 300)]).toEqual([['ann'], ['ann']]);
    await cached.follow('cy', 'bob', at(2));
    expect(await cached.followees('cy', 300)).toEqual(['bob', 'ann']);
    await cached.unfollow('cy', 'ann');
    expect(await cached.followees('cy', 300)).toEqual(['bob']);
    expect(await cached.followees('bob', 300)).toEqual(['ann']);
    expect(reads()).toBe(4);
  });
});
