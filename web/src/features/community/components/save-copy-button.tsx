import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { notify } from '../../../lib/notify';
import { sessionTokenAtom } from '../../../lib/session';
import { useCopyBoard } from '../api/copy-board';

/** 'Save to my boards': a private copy of this public board, opened at once so it can be edited and laid out. */
export function SaveCopyButton({ boardId }: { boardId: string }) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const copy = useCopyBoard();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={copy.isPending}
      onClick={() => {
        if (!signedIn) return openAuthDialog('login');
        copy.mutate(boardId, {
          onSuccess: ({ id }) => {
            notify('Saved to your boards as a private copy. Lay it out as you like.', 'success');
            void navigate(`/UserBoard/${encodeURIComponent(id)}`);
          },
        });
      }}
    >
      {copy.isPending ? 'Saving...' : 'Save to my boards'}
    </Button>
  );
}
