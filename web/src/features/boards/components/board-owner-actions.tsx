import type { Board } from '@contracts/boards';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useDeleteBoard } from '../api/delete-board';
import { useSetBoardVisibility } from '../api/set-board-visibility';
import styles from './board-view.module.css';

/** The owner's controls: the public/private switch and delete (after a confirmation). */
export function BoardOwnerActions({ board }: { board: Board }) {
  const navigate = useNavigate();
  const visibility = useSetBoardVisibility();
  const deletion = useDeleteBoard();
  const [confirming, setConfirming] = useState(false);
  const busy = visibility.isPending || deletion.isPending || deletion.isSuccess;
  const isPublic = board.visibility === 'public';

  function toggle() {
    visibility.mutate(
      { id: board.id, visibility: isPublic ? 'private' : 'public' },
      {
        onSuccess: (changed) =>
          notify(
            changed.visibility === 'public'
              ? 'Your board is public: it shows in Inspirations.'
              : 'Your board is private: only you can see it.',
            'success',
          ),
      },
    );
  }

  function remove() {
    deletion.mutate(board.id, {
      onSuccess: () => {
        setConfirming(false);
        notify('Board deleted.', 'success');
        void navigate('/seeBoard');
      },
    });
  }

  return (
    <div className={styles.ownerActions}>
      <button type="button" role="switch" aria-checked={isPublic} className={styles.switch} onClick={() => void toggle()} disabled={busy}>
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        <span>{isPublic ? 'Public' : 'Private'}</span>
        <span className={styles.visuallyHidden}> board (shown in Inspirations when public)</span>
      </button>
      <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this board?"
        description="It leaves your space and Inspirations, and its link stops working. This cannot be undone."
        action="Delete board"
        pendingAction="Deleting..."
        pending={busy}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
