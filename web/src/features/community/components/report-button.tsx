import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  type ReportKind,
  type ReportReason,
} from '@contracts/community-rules';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-field';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { notify } from '../../../lib/notify';
import { sessionTokenAtom } from '../../../lib/session';
import { useReport } from '../api/comments';
import styles from './community.module.css';

/** 'Report' on a board or a comment: a reason from the short list and optional words, sent to the moderators. */
export function ReportButton({ kind, id, variant = 'button' }: { kind: ReportKind; id: string; variant?: 'button' | 'link' }) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReport(kind, id, { onFailure: (failure) => setError(failure.message) });
  const what = kind === 'board' ? 'board' : 'comment';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError('Choose a reason for the report.');
    report.mutate(
      { reason, text },
      {
        onSuccess: () => {
          setOpen(false);
          notify('Thank you. Our moderators will look at it.', 'success');
        },
      },
    );
  }

  const opener = () => {
    if (!signedIn) return openAuthDialog('login');
    setError(null);
    setOpen(true);
  };
  return (
    <>
      {variant === 'link' ? (
        <button type="button" className={styles.linkButton} onClick={opener}>
          Report
        </button>
      ) : (
        <Button variant="ghost" size="sm" onClick={opener}>
          Report
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Report this ${what}`}
        description="Tell our moderators what is wrong. The member is not told who reported it."
        size="sm"
      >
        <form onSubmit={submit} noValidate>
          <fieldset className={styles.reasons}>
            <legend>Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value}>
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label="More details (optional)"
            value={text}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions} style={{ marginTop: 'var(--space-4)' }}>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
