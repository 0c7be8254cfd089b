import { REASON_MAX, type LateWork, type ServiceWork } from '@contracts/service-console';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useScorecards } from '../api/figures';
import { useLateWork, useReassign } from '../api/late-work';
import { findMember } from '../api/members';
import { MONEY } from './figures-section';
import styles from './service-console.module.css';
import { SectionHeading } from '../../../components/ui/section-heading';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const QUEUE = 'queue';

const describe = (work: LateWork) =>
  work.late === 'unclaimed'
    ? `Unclaimed since ${DATE.format(new Date(work.since))}`
    : `${work.designerName ?? 'A designer'} · due ${work.dueAt ? DATE.format(new Date(work.dueAt)) : '—'}`;

/** Asks where the work goes (a designer, or back to the queue) and why; a 409 (it moved on) is said in the dialog. */
function ReassignDialog({ work, designers, onClose }: { work: LateWork; designers: ServiceWork['designers']; onClose: () => void }) {
  const choices = designers.filter((designer) => designer.uid !== work.designerUid);
  const [to, setTo] = useState(work.designerUid ? QUEUE : (choices[0]?.uid ?? ''));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reassign = useReassign({ onFailure: (failure) => setError(failure.message) });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const designerUid = to === QUEUE ? null : to;
    reassign.mutate(
      { work, designerUid, reason: reason.trim() },
      {
        onSuccess: () => {
          const name = designers.find((designer) => designer.uid === designerUid)?.name;
          notify(name ? `${work.title} now goes to ${name}.` : `${work.title} is back in the queue.`, 'success');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open onClose={onClose} title={`Reassign ${work.title}`} description={`${work.memberName} · ${describe(work)}`} size="sm">
      <form onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span>Give it to</span>
          <select value={to} onChange={(event) => setTo(event.target.value)}>
            {work.designerUid ? <option value={QUEUE}>Back to the queue</option> : null}
            {choices.map((designer) => (
              <option key={designer.uid} value={designer.uid}>
                {designer.name}
              </option>
            ))}
          </select>
        </label>
        <TextAreaField
          label="Why (kept in the audit log, optional)"
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={reassign.isPending || !to}>
            {reassign.isPending ? 'Reassigning...' : 'Reassign'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Finds a member by their sign-in address and opens their page. */
function MemberSearch() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const found = await findMember(email.trim());
      navigate(`/admin/members/${encodeURIComponent(found.uid)}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.search} onSubmit={submit} noValidate role="search" aria-label="Find a member">
      <TextField
        label="Member’s e-mail"
        type="email"
        value={email}
        error={error ?? undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={busy || !email.trim()}>
        Find
      </Button>
    </form>
  );
}

function ScorecardsTable() {
  const cards = useScorecards();
  if (!cards.data) return null;
  const list = cards.data.designers;
  if (!list.length) return <p className={styles.meta}>No active designers yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Designer scorecards">
        <thead>
          <tr>
            <th scope="col">Designer</th>
            <th scope="col">Reviews delivered</th>
            <th scope="col">Consultations held</th>
            <th scope="col">Projects closed</th>
            <th scope="col">On time</th>
            <th scope="col">Rating</th>
            <th scope="col">Earnings</th>
          </tr>
        </thead>
        <tbody>
          {list.map((card) => (
            <tr key={card.uid}>
              <th scope="row">{card.name}</th>
              <td>{card.reviewsDelivered}</td>
              <td>{card.consultationsHeld}</td>
              <td>{card.projectsClosed}</td>
              <td>{card.onTimePercent === null ? '—' : `${card.onTimePercent}%`}</td>
              <td>{card.ratingAverage === null ? '—' : `${card.ratingAverage.toFixed(1)} (${card.ratingCount})`}</td>
              <td>{card.earningsCents === null ? '—' : MONEY.format(card.earningsCents / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** For admins: late reviews and projects with Reassign, the member search, and the designers' scorecards. */
export function ServiceSection() {
  const late = useLateWork();
  const [reassigning, setReassigning] = useState<LateWork | null>(null);
  return (
    <section className={styles.section} aria-labelledby="service-title">
      <SectionHeading id="service-title" title="Service" />
      <h3 className={styles.subtitle}>Late work</h3>
      <p className={styles.lead}>Reviews and projects unclaimed for more than 24 hours, and work taken and past its due time.</p>
      {late.data ? (
        late.data.work.length ? (
          <ul className={styles.list} aria-label="Late work">
            {late.data.work.map((work) => (
              <li key={`${work.kind}-${work.id}`} className={styles.row}>
                <div>
                  <p className={styles.name}>{work.title}</p>
                  <p className={styles.meta}>
                    {work.kind === 'review' ? 'Review' : 'Project'} · {describe(work)} · {work.memberName}
                  </p>
                </div>
                <Button size="sm" variant="secondary" onClick={() => setReassigning(work)} aria-label={`Reassign ${work.title}`}>
                  Reassign
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.meta}>Every review and project is on time.</p>
        )
      ) : null}
      <h3 className={styles.subtitle}>Members</h3>
      <MemberSearch />
      <h3 className={styles.subtitle}>Designer scorecards</h3>
      <ScorecardsTable />
      {reassigning && late.data ? (
        <ReassignDialog work={reassigning} designers={late.data.designers} onClose={() => setReassigning(null)} />
      ) : null}
    </section>
  );
}
