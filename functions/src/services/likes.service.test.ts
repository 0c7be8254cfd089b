import { describe, expect, it } from 'vitest';
import { createBoardRecord } from '../testing/factories.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { getLikes } from './likes.service.js';

describe("a board's likes", () => {
  it('answers the exact count, and brings the rolled-up count the cards show up to date when it is behind', async () => {
    const deps = memoryCommunity([createBoardRecord({ id: 'public1', ownerUid: 'ann', likeCount: 1 })]);
    await deps.likes.like('public1', 'bob', new Date());
    expect(await getLikes(deps, 'bob', 'public1')).toEqual({ likes: 1, liked: true });
    expect(deps.likes.rolledUp).toEqual([]);
    await deps.likes.like('public1', 'cy', new Date());
    expect(await getLikes(deps, null, 'public1')).toEqual({ likes: 2, liked: false });
    expect(deps.likes.rolledUp).toEqual(['public1']);
  });
});
