// @vitest-environment happy-dom
import type { Comment } from '@contracts/community';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, errorOf, fakeApi, renderPage } from '../../../testing/render-page';
import { BoardComments } from './board-comments';
import { LikeButton } from './like-button';

const comment = (id: string, text: string, canDelete: boolean): Comment => ({
  id,
  board_id: 'b1',
  text,
  author: { id: `author-${id}`, name: `Author ${id}` },
  created_at: '2026-11-20T10:00:00.000Z',
  can_delete: canDelete,
});

describe('comments on a board', () => {
  it('shows the comments as plain text, checks the length before sending, posts, and deletes one', async () => {
    setSessionToken('session');
    let comments = [comment('c2', '<b>Not bold</b>', false), comment('c1', 'Mine', true)];
    const calls = fakeApi((call) => {
      if (call.path.startsWith('boards/b1/comments?') && call.method === 'GET') return { body: { comments, next: null } };
      if (call.path === 'boards/b1/comments' && call.method === 'POST') {
        const added = comment('c3', (call.body as { text: string }).text, true);
        comments = [added, ...comments];
        return { status: 201, body: added };
      }
      if (call.path === 'comments/c1' && call.method === 'DELETE') {
        comments = comments.filter((c) => c.id !== 'c1');
        return { status: 204, body: null };
      }
      return undefined;
    });
    const { user } = renderPage(<BoardComments boardId="b1" />);
    expect(await screen.findByText('<b>Not bold</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(errorOf('Add a comment')).toBe('Write a comment first.');
    await user.click(screen.getByLabelText('Add a comment'));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(errorOf('Add a comment')).toBe('A comment can be at most 1000 characters.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Add a comment'));
    await user.type(screen.getByLabelText('Add a comment'), '  Lovely rug  ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Lovely rug')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Lovely rug' });
    const deletes = screen.getAllByRole('button', { name: 'Delete' });
    expect(deletes).toHaveLength(2);
    await user.click(deletes[1]!);
    await waitFor(() => expect(screen.queryByText('Mine')).toBeNull());
    expect(alerts()).toEqual(['Comment deleted.']);
  });

  it('asks a signed-out reader to log in instead of showing the form', async () => {
    fakeApi((call) => (call.path.startsWith('boards/b1/comments?') ? { body: { comments: [], next: null } } : undefined));
    renderPage(<BoardComments boardId="b1" />);
    expect(await screen.findByText('No comments yet. Be the first to say something.')).toBeTruthy();
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});

describe('the like button', () => {
  it("shows the card's count, then the server's answer after a like", async () => {
    setSessionToken('session');
    const calls = fakeApi((call) =>
      call.path === 'boards/b1/like' && call.method === 'PUT' ? { body: { liked: true, likes: 8 } } : undefined,
    );
    const { user } = renderPage(<LikeButton boardId="b1" title="Calm room" initial={{ likes: 6, liked: false }} />);
    const button = screen.getByRole('button', { name: '6 likes. Like Calm room' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('8'));
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT boards/b1/like']);
  });
});
