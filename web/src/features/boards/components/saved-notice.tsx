import { useLocation, useNavigate } from 'react-router-dom';
import { IconClose } from '../../../components/ui/icons';
import { ButtonLink } from '../../../components/ui/button';
import { boardPath } from '../model/board-view';
import { readSavedBoard, savedMessage } from '../model/saved-board';
import styles from './saved-notice.module.css';

/** My Boards right after a save: says which board was saved, with a way to open it. Dismissed, it stays gone on reload. */
export function SavedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = readSavedBoard(location.state);
  if (!saved) return null;
  const dismiss = () => void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  return (
    <div className={styles.notice} role="status" data-testid="saved-notice">
      <p className={styles.message}>{savedMessage(saved.title)}</p>
      <ButtonLink to={boardPath(saved.id)} size="sm" variant="secondary">
        Open board
      </ButtonLink>
      <button type="button" className={styles.close} onClick={dismiss} aria-label="Dismiss">
        <IconClose size={16} />
      </button>
    </div>
  );
}
