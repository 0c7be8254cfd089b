// In-memory ledger, payout accounts and payout gateway, with the Firestore adapters' storage behaviour (the rules are
// the domain's decide functions, passed in as in production).
import type { EarningLine, PayoutRecord } from '../domain/earnings.js';
import type { EarningsLedger } from '../ports/earnings.port.js';
import type { PayoutAccount, PayoutAccounts, PayoutGateway, TransferRequest } from '../ports/payouts.port.js';

const copy = <T>(value: T): T => structuredClone(value);

export function memoryEarnings(): EarningsLedger & {
  lines: Map<string, EarningLine>;
  payouts: Map<string, PayoutRecord>;
  /** What a repository's finishing transaction writes: the line, once. */
  write(line: EarningLine | null): void;
} {
  const lines = new Map<string, EarningLine>();
  const payouts = new Map<string, PayoutRecord>();
  const all = () => [...lines.values()].map(copy);
  return {
    lines,
    payouts,
    write(line) {
      if (line && !lines.has(line.id)) lines.set(line.id, copy(line));
    },
    async forDesigner(designerUid, limit) {
      return all()
        .filter((line) => line.designerUid === designerUid)
        .sort((a, b) => b.earnedAt.getTime() - a.earnedAt.getTime())
        .slice(0, limit);
    },
    async inPeriod(period) {
      return all().filter((line) => line.period === period);
    },
    async unpaid() {
      return all().filter((line) => line.status !== 'paid');
    },
    async reverseMemberWork(memberUid, from, to, decide) {
      const earned = all().filter(
        (line) => line.memberUid === memberUid && line.earnedAt >= from && line.earnedAt < to && line.reversalOf === null,
      );
      const reversed = new Set(earned.map((line) => `reversal_${line.id}`).filter((id) => lines.has(id)));
      const written = decide(earned, reversed);
      for (const line of written) {
        if (lines.has(line.id)) throw new Error(`earning ${line.id} exists`);
        lines.set(line.id, copy(line));
      }
      return written;
    },
    async reverseWork(earningId, decide) {
      const original = lines.get(earningId);
      const reversal = `reversal_${earningId}`;
      const written = decide(original ? [copy(original)] : [], new Set(lines.has(reversal) ? [reversal] : []));
      for (const line of written) lines.set(line.id, copy(line));
      return written;
    },
    async claimPayout(designerUid, period, decide) {
      const id = `${designerUid}_${period}`;
      const stored = payouts.get(id);
      const mine = all().filter((line) => line.designerUid === designerUid && line.status !== 'paid');
      const decision = decide(stored ? copy(stored) : null, mine);
      if (decision.kind === 'pay') {
        payouts.set(id, copy(decision.payout));
        for (const lineId of decision.payout.lineIds) lines.get(lineId)!.payoutId = decision.payout.id;
      }
      if (decision.kind === 'hold') for (const lineId of decision.lineIds) lines.get(lineId)!.status = 'held';
      return decision;
    },
    async settlePayout(payoutId, transferId, now) {
      const payout = payouts.get(payoutId);
      if (!payout || payout.status === 'paid') return;
      Object.assign(payout, { status: 'paid', transferId, paidAt: now });
      for (const lineId of payout.lineIds) Object.assign(lines.get(lineId)!, { status: 'paid', payoutId });
    },
  };
}

export function memoryPayoutAccounts(): PayoutAccounts & { byUid: Map<string, PayoutAccount> } {
  const byUid = new Map<string, PayoutAccount>();
  return {
    byUid,
    async get(uid) {
      const account = byUid.get(uid);
      return account ? copy(account) : null;
    },
    async all() {
      return [...byUid.values()].map(copy);
    },
    async ensure(uid, create) {
      const stored = byUid.get(uid);
      if (stored) return copy(stored);
      const accountId = await create();
      const again = byUid.get(uid);
      if (again) return copy(again);
      const account: PayoutAccount = { uid, accountId, payoutsEnabled: false, detailsSubmitted: false, statusAt: null };
      byUid.set(uid, account);
      return copy(account);
    },
    async recordStatus(accountId, status) {
      const account = [...byUid.values()].find((one) => one.accountId === accountId);
      if (!account) return false;
      if (account.statusAt && account.statusAt > status.at) return true;
      Object.assign(account, { payoutsEnabled: status.payoutsEnabled, detailsSubmitted: status.detailsSubmitted, statusAt: status.at });
      return true;
    },
  };
}

/** A gateway that records transfers, one per idempotency key, as Stripe keeps them. */
export function memoryPayoutGateway(): PayoutGateway & { transfers: Map<string, TransferRequest & { id: string }> } {
  const transfers = new Map<string, TransferRequest & { id: string }>();
  let next = 0;
  return {
    transfers,
    async createExpressAccount(uid) {
      return `acct_${uid}`;
    },
    async accountLink(accountId, _refresh, returnUrl) {
      return { url: `https://connect.test/setup/${accountId}?return=${encodeURIComponent(returnUrl)}` };
    },
    async transfer(request) {
      const known = transfers.get(request.idempotencyKey);
      if (known) return { id: known.id };
      const transfer = { ...request, id: `tr_${++next}` };
      transfers.set(request.idempotencyKey, transfer);
      return { id: transfer.id };
    },
  };
}
