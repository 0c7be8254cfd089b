import { ALLOWANCE_KINDS, periodUnpaid, type AllowanceKind } from '@contracts/membership-tiers';
import { formatUtcMinute } from '@contracts/utc-time';
import { EMERGENCY_CANCEL_REASON, REASON_MAX, type MemberView } from '@contracts/service-console';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { notify } from '../../../lib/notify';
import { useCancelConsultation } from '../api/cancel-consultation';
import { useCreditAllowance, useMemberView, useRefundPeriod } from '../api/members';
import { MONEY } from '../components/figures-section';
import styles from '../components/service-console.module.css';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const KIND_WORDS: Record<AllowanceKind, [one: string, title: string]> = {
  reviews: ['board review', 'Board reviews'],
  consultations: ['consultation', 'Consultations'],
  projects: ['design project', 'Design projects'],
};

function Allowances({ member }: { member: MemberView }) {
  const [kind, setKind] = useState<AllowanceKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const credit = useCreditAllowance(member.uid, { onFailure: (failure) => setError(failure.message) });
  const { allowances } = member;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="Allowances this period">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Used</th>
              <th scope="col">Left</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ALLOWANCE_KINDS.map((each) => (
              <tr key={each}>
                <th scope="row">{KIND_WORDS[each][1]}</th>
                <td>{allowances.used[each]}</td>
                <td>{allowances.left[each] ?? 'Unlimited'}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={allowances.used[each] === 0}
                    aria-label={`Give back one ${KIND_WORDS[each][0]}`}
                    onClick={() => {
                      setError(null);
                      setKind(each);
                    }}
                  >
                    Give back
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {kind ? (
        <ReasonDialog
          title={`Give back one ${KIND_WORDS[kind][0]}?`}
          description={`It is added back to this period (${DAY.format(new Date(allowances.periodStart))} to ${DAY.format(new Date(allowances.periodEnd))}).`}
          action="Give back"
          pendingAction="Giving back..."
          maxLength={REASON_MAX}
          pending={credit.isPending}
          error={error}
          onClose={() => setKind(null)}
          onSubmit={(reason) =>
            credit.mutate(
              { kind, reason },
              {
                onSuccess: () => {
                  notify(`One ${KIND_WORDS[kind][0]} was given back.`, 'success');
                  setKind(null);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}

function RefundButton({ member }: { member: MemberView }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundPeriod(member.uid, { onFailure: (failure) => setError(failure.message) });
  return (
    <>
      <Button
        variant="secondary"
        disabled={!member.refundable}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Refund this period
      </Button>
      {open ? (
        <ReasonDialog
          title="Refund this period?"
          description="Stripe refunds the payment of the current period. Its allowances end once Stripe confirms the refund; the plan itself stays until it is cancelled."
          action="Refund"
          pendingAction="Refunding..."
          maxLength={REASON_MAX}
          pending={refund.isPending}
          error={error}
          onClose={() => setOpen(false)}
          onSubmit={(reason) =>
            refund.mutate(
              { reason },
              {
                onSuccess: (done) => {
                  notify(`${MONEY.format(done.amountCents / 100)} is being refunded.`, 'success');
                  setOpen(false);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}

type Consultation = MemberView['consultations'][number];

/**
 * The member's consultations; each confirmed one can be cancelled in an emergency, whatever the time (before the call,
 * or after one that did not happen as it should): given back to the member, the designer's earning reversed.
 */
function Consultations({ member }: { member: MemberView }) {
  const [chosen, setChosen] = useState<Consultation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelConsultation({ onFailure: (failure) => setError(failure.message) });
  if (!member.consultations.length) return <p className={styles.meta}>None.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Consultations">
        {member.consultations.map((consultation) => (
          <li key={consultation.id} className={styles.row}>
            <span>{`${DAY.format(new Date(consultation.start))} · ${consultation.designerName} · ${consultation.status}`}</span>
            {consultation.status === 'confirmed' ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Cancel and give back the consultation of ${formatUtcMinute(new Date(consultation.start))} with ${consultation.designerName}`}
                onClick={() => {
                  setError(null);
                  setChosen(consultation);
                }}
              >
                Cancel and give back
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {chosen ? (
        <ReasonDialog
          title="Cancel this consultation and give it back?"
          description={`The consultation with ${chosen.designerName} on ${formatUtcMinute(new Date(chosen.start))} is cancelled whatever the time and given back to the member. If it was held, the designer's earning for it is reversed. Both are told Roomboard cancelled it.`}
          action="Cancel and give back"
          pendingAction="Cancelling..."
          maxLength={REASON_MAX}
          dismiss="Keep it"
          required={EMERGENCY_CANCEL_REASON}
          pending={cancel.isPending}
          error={error}
          onClose={() => setChosen(null)}
          onSubmit={(reason) =>
            cancel.mutate(
              { id: chosen.id, reason },
              {
                onSuccess: (done) => {
                  const reversed = done.reversedCents
                    ? ` The designer's earning of ${MONEY.format(done.reversedCents / 100)} is reversed.`
                    : '';
                  notify(`The consultation is cancelled and given back to the member.${reversed}`, 'success');
                  setChosen(null);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}

function WorkList({ label, items }: { label: string; items: { id: string; text: string }[] }) {
  return items.length ? (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          {item.text}
        </li>
      ))}
    </ul>
  ) : (
    <p className={styles.meta}>None.</p>
  );
}

/** /admin/members/:uid (admins; the API answers everyone else 404): a member's plan, allowances and work. */
export function MemberRoute() {
  const { uid = '' } = useParams();
  const member = useMemberView(uid);
  if (member.isPending && member.fetchStatus !== 'idle')
    return (
      <p role="status" style={{ padding: '4rem 1.5rem' }}>
        Loading…
      </p>
    );
  if (!member.data)
    return (
      <section style={{ paddingBlock: 'clamp(3rem, 7vw, 5rem)' }} aria-labelledby="member-title">
        <Container>
          <h1 id="member-title" className={styles.title}>
            Member
          </h1>
          <p>This member could not be found.</p>
          <p>
            <Link to="/admin#service">Back to the console</Link>
          </p>
        </Container>
      </section>
    );
  const m = member.data;
  const plan = m.membership;
  return (
    <section style={{ paddingBlock: 'clamp(3rem, 7vw, 5rem)' }} aria-labelledby="member-title">
      <Container>
        <p>
          <Link to="/admin#service">Back to the console</Link>
        </p>
        <h1 id="member-title" className={styles.title}>
          {m.name || m.email || 'A member'}
        </h1>
        <p className={styles.meta}>{m.email}</p>
        <div className={styles.section} style={{ marginTop: 'var(--space-6)' }}>
          <h2 className={styles.subtitle}>Plan</h2>
          <p>
            {plan ? `${plan.title}${plan.status && plan.status !== 'active' ? ` (${plan.status})` : ''}` : 'Basic'}
            {plan && periodUnpaid(plan) ? ", this period unpaid or refunded: Basic's allowances" : ''} · this period{' '}
            {DAY.format(new Date(m.allowances.periodStart))} to {DAY.format(new Date(m.allowances.periodEnd))}
          </p>
          <div>
            <RefundButton member={m} />
          </div>
          <h2 className={styles.subtitle}>Allowances</h2>
          <Allowances member={m} />
          <h2 className={styles.subtitle}>Reviews</h2>
          <WorkList
            label="Reviews"
            items={m.reviews.map((review) => ({
              id: review.id,
              text: `${review.title} · ${review.status} · ${review.designerName ?? 'unclaimed'}`,
            }))}
          />
          <h2 className={styles.subtitle}>Consultations</h2>
          <Consultations member={m} />
          <h2 className={styles.subtitle}>Projects</h2>
          <WorkList
            label="Projects"
            items={m.projects.map((project) => ({
              id: project.id,
              text: `${DAY.format(new Date(project.at))} · ${project.status} · ${project.designerName ?? 'not taken'}`,
            }))}
          />
        </div>
      </Container>
    </section>
  );
}
