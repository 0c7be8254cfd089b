import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSaveBoard } from '../api/save-board';
import { shareBoard } from '../lib/share-board';
import { boardPath } from '../model/board-view';

const SHARE_SAVES_FIRST = 'Save and share this board?';
const SHARE_SAVES_FIRST_TEXT =
  'A link can only open a saved board. Share saves this board to your boards as public, so that anyone with the link ' +
  'can see it (it also shows in Inspirations; you can make it private later), copies the link and opens the saved board.';

/**
 * Share on a board not saved yet: saving comes first, said before anything happens; then the link is copied and the
 * saved board (with its own Share, Export and owner tools) is opened.
 */
export function UnsavedBoardShare({ generationId, disabled }: { generationId: string; disabled: boolean }) {
  const navigate = useNavigate();
  const { save, saving, error } = useSaveBoard();
  const [asking, setAsking] = useState(false);

  async function saveAndShare() {
    const saved = await save(generationId, 'public');
    if (!saved) return;
    await shareBoard(saved.id, 'public', true);
    setAsking(false);
    void navigate(boardPath(saved.id));
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={disabled}>
        Share
      </Button>
      <ConfirmDialog
        open={asking}
        title={SHARE_SAVES_FIRST}
        description={SHARE_SAVES_FIRST_TEXT}
        action="Save and copy link"
        pendingAction="Saving…"
        pending={saving}
        error={error}
        onConfirm={() => void saveAndShare()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
