import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import styles from './room-3d-view.module.css';

const PREVIEW_TITLE = 'Save this as the board picture?';
const PREVIEW_TEXT =
  'The picture is drawn from a framed camera: the whole room seen from above its corner nearest your view, so that no wall ' +
  'is cut off. Your own view stays as it is.';

interface PicturePreviewProps {
  /** The picture to be saved (an object URL); null: closed. */
  url: string | null;
  saving: boolean;
  error: string | null;
  onSave: () => void;
  onCancel: () => void;
}

/** What 'Use this view as the board picture' will save, shown before it is saved. */
export function PicturePreview({ url, saving, error, onSave, onCancel }: PicturePreviewProps) {
  return (
    <ConfirmDialog
      open={url !== null}
      title={PREVIEW_TITLE}
      description={PREVIEW_TEXT}
      action="Save as the board picture"
      pendingAction="Saving the picture…"
      pending={saving}
      error={error}
      onConfirm={onSave}
      onClose={onCancel}
      size="lg"
    >
      {url ? (
        <img
          className={styles.preview}
          src={url}
          width={1200}
          height={900}
          alt="The board picture to be saved: the whole room at a three-quarter angle"
          data-testid="picture-preview"
        />
      ) : null}
    </ConfirmDialog>
  );
}
