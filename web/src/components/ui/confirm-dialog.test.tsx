// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { ConfirmDialog } from './confirm-dialog';

function Asking({ pending = false, error = null, onConfirm }: { pending?: boolean; error?: string | null; onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Delete this board?"
      description="This cannot be undone."
      action="Delete board"
      pendingAction="Deleting..."
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onClose={() => setOpen(false)}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks with its title and description, and confirms', async () => {
    const onConfirm = vi.fn();
    const { user } = renderPage(<Asking onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete this board?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText('This cannot be undone.').id);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', 'Cancel', 'Delete board']);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete board' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = renderPage(<Asking onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('holds both buttons while the action runs, and shows why it failed', () => {
    renderPage(<Asking pending error="The board could not be deleted." onConfirm={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('The board could not be deleted.');
  });

  it('shows what the action is about above its error', () => {
    renderPage(
      <ConfirmDialog
        open
        title="Save this?"
        description="It replaces the picture."
        action="Save"
        pending={false}
        error="It failed."
        onConfirm={() => {}}
        onClose={() => {}}
        size="lg"
      >
        <img src="/picture.png" alt="The picture to be saved" />
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Save this?' });
    const picture = within(dialog).getByRole('img', { name: 'The picture to be saved' });
    expect(picture.compareDocumentPosition(within(dialog).getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
