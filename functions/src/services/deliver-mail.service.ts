import { claim, delivered, failed, holdsClaim, type Delivery, type DeliveryPolicy } from '../domain/mail-delivery.js';
import type { MailDeliveries, MailTransport, OutgoingMail } from '../ports/mail.port.js';
import { mailLogs } from './mail.logs.js';
import { nowOf } from './steps/clock.js';

export interface DeliverMailDeps {
  deliveries: MailDeliveries;
  /** Null when no SMTP server is configured: mails stay PENDING. */
  transport: MailTransport | null;
  policy: DeliveryPolicy;
  now?: () => Date;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'error' | 'expired' | 'skipped' | 'missing';

/**
 * Delivers `mail/{id}` once: claims it (PENDING -> PROCESSING with a lease, in a transaction, so that of two
 * deliverers only one sends), sends it, and records the outcome while the claim holds. Run by the trigger on each new
 * mail and by the sweep for retries; both may run it on the same mail at once.
 */
export async function deliverMail(deps: DeliverMailDeps, id: string): Promise<DeliveryOutcome> {
  if (!deps.transport) return (mailLogs.noTransport(id), 'skipped');
  const claimed = await deps.deliveries.transition<{ mail: OutgoingMail; attempt: number } | 'expired' | 'skipped'>(
    id,
    ({ mail, delivery }) => {
      const decision = claim(delivery, nowOf(deps), deps.policy);
      if (decision.kind === 'skip') return { delivery: null, result: 'skipped' };
      if (decision.kind === 'expire') return { delivery: decision.delivery, result: 'expired' };
      return { delivery: decision.delivery, result: { mail, attempt: decision.delivery.attempts } };
    },
  );
  if (claimed === null) return 'missing';
  if (claimed === 'skipped') return 'skipped';
  if (claimed === 'expired') return (mailLogs.leaseExpired(id, null), 'expired');
  const { mail, attempt } = claimed;
  const answer = await deps.transport.send(mail);
  const next = await deps.deliveries.transition<Delivery | null>(id, ({ delivery }) => {
    if (!holdsClaim(delivery, attempt)) return { delivery: null, result: null };
    const after = answer.ok ? delivered(delivery, answer.info, nowOf(deps)) : failed(delivery, answer.failure, nowOf(deps), deps.policy);
    return { delivery: after, result: after };
  });
  if (answer.ok) mailLogs.sent(id, attempt, answer.info.messageId);
  else mailLogs.sendFailed(id, attempt, answer.failure.message, next?.nextAttemptTime ?? null);
  if (!next) return (mailLogs.leaseExpired(id, attempt), 'expired');
  return next.state === 'SUCCESS' ? 'sent' : next.state === 'ERROR' ? 'error' : 'retry';
}

/**
 * The sweep (every minute, and callable from tests and tools): delivers the PENDING mails whose retry is due and ends
 * the PROCESSING ones whose lease expired. Idempotent: running it twice at once sends nothing twice.
 */
export async function sweepMail(deps: DeliverMailDeps, limit = 200): Promise<Record<string, DeliveryOutcome>> {
  const ids = await deps.deliveries.due(nowOf(deps), limit);
  const outcomes: Record<string, DeliveryOutcome> = {};
  for (const id of ids) outcomes[id] = await deliverMail(deps, id);
  return outcomes;
}
