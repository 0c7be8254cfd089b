// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListState } from './list-state';

const list = (query: { isPending: boolean; error: Error | null }, isEmpty = false, describeError?: (error: Error) => string) =>
  render(
    <ListState
      query={query}
      loading="Loading conversations…"
      describeError={describeError}
      isEmpty={isEmpty}
      empty={<p>No messages yet.</p>}
    >
      <ul aria-label="Conversations">
        <li>Living room</li>
      </ul>
    </ListState>,
  );

describe('ListState', () => {
  it('says it is loading while the read is pending', () => {
    list({ isPending: true, error: null });
    expect(screen.getByRole('status').textContent).toBe('Loading conversations…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows a failed read's message, or the page's own words for it", () => {
    const { unmount } = list({ isPending: false, error: new Error('Server error.') });
    expect(screen.getByRole('alert').textContent).toBe('Server error.');
    unmount();
    list({ isPending: false, error: new Error('Server error.') }, false, (error) => `Error: ${error.message}`);
    expect(screen.getByRole('alert').textContent).toBe('Error: Server error.');
  });

  it('shows the empty state when the read found nothing, else the list', () => {
    const { unmount } = list({ isPending: false, error: null }, true);
    expect(screen.getByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    list({ isPending: false, error: null });
    expect(screen.getByRole('list', { name: 'Conversations' }).textContent).toBe('Living room');
    expect(screen.queryByText('No messages yet.')).toBeNull();
  });
});
