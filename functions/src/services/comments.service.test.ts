import { describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import { CommentRequest, ListQuerySchema } from '../contracts/community.js';
import { COMMENT_EMPTY, COMMENT_TOO_LONG } from '../contracts/community-rules.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { addComment, deleteComment, listComments } from './comments.service.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';

function setUp() {
  let minute = 0;
  return memoryCommunity(
    [createBoardRecord({ id: 'board1', ownerUid: 'ann' }), createBoardRecord({ id: 'private1', ownerUid: 'ann', visibility: 'private' })],
    () => new Date(Date.UTC(2026, 0, 15, 10, minute++)),
  );
}

describe('comments', () => {
  it('takes 1 to 1000 characters of plain text', () => {
    expect(CommentRequest.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe(COMMENT_EMPTY);
    expect(CommentRequest.safeParse({}).error?.issues[0]?.message).toBe(COMMENT_EMPTY);
    expect(CommentRequest.safeParse({ text: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(COMMENT_TOO_LONG);
    expect(CommentRequest.parse({ text: ` ${'x'.repeat(1000)} ` }).text).toHaveLength(1000);
  });

  it('lists a public board’s comments newest first, paged, with who may delete each', async () => {
    const deps = setUp();
    await addComment(deps, 'bob', 'board1', 'First!');
    await addComment(deps, 'cy', 'board1', '<b>Second</b>');
    const first = await listComments(deps, 'bob', 'board1', ListQuerySchema.parse({ page_size: 1 }));
    expect(first.comments.map((c) => [c.text, c.author.name, c.can_delete])).toEqual([['<b>Second</b>', 'cy', false]]);
    const second = await listComments(deps, 'ann', 'board1', ListQuerySchema.parse({ page_size: 1, cursor: first.next! }));
    expect(second.comments.map((c) => [c.text, c.can_delete])).toEqual([['First!', true]]);
    expect(second.next).toBeNull();
  });

  it('lets the author and the board owner delete, nobody else', async () => {
    const deps = setUp();
    const bobs = await addComment(deps, 'bob', 'board1', 'Mine');
    const cys = await addComment(deps, 'cy', 'board1', 'Also mine');
    await expect(deleteComment(deps, 'cy', bobs.id)).rejects.toMatchObject({ status: 403, message: NOT_AUTHORIZED });
    await deleteComment(deps, 'bob', bobs.id);
    await deleteComment(deps, 'ann', cys.id);
    expect(deps.comments.byId.size).toBe(0);
    await expect(deleteComment(deps, 'ann', cys.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses comments on a private board', async () => {
    const deps = setUp();
    await expect(addComment(deps, 'ann', 'private1', 'Hi')).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
  });
});
