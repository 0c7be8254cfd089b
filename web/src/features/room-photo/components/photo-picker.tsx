import { useRef } from 'react';
import styles from './room-compositor.module.css';

const PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif,.jpg,.jpeg,.png';

interface PhotoPickerProps {
  hasPhoto: boolean;
  uploading: boolean;
  disabled: boolean;
  onFile: (file: File) => Promise<void>;
}

/** The file button that chooses (or changes) the room photo; the same file may be chosen again after an error. */
export function PhotoPicker({ hasPhoto, uploading, disabled, onFile }: PhotoPickerProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.fileRow}>
      <label className={styles.fileLabel}>
        <span className={styles.fileButton}>
          {uploading ? 'Uploading your photo…' : hasPhoto ? 'Choose another photo' : 'Choose a photo of your room'}
        </span>
        <input
          ref={fileRef}
          type="file"
          accept={PHOTO_ACCEPT}
          className={styles.fileInput}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            void onFile(file).finally(() => {
              if (fileRef.current) fileRef.current.value = '';
            });
          }}
        />
      </label>
    </div>
  );
}
