import type { EarningLineView, EarningsView, OnboardingLink, PayoutAccountView, PayoutReport } from '../contracts/earnings.js';
import { PAYMENTS_NOT_CONFIGURED } from '../contracts/earnings.js';
import { publicName } from '../contracts/public-name.js';
import { earningTotals, earningsCsv, payoutAccountStatus, periodOf, periodReport, type EarningLine } from '../domain/earnings.js';
import { unavailable } from '../domain/errors.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { EarningsLedger } from '../ports/earnings.port.js';
import type { PayoutAccounts, PayoutGateway } from '../ports/payouts.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { nowOf } from './steps/clock.js';

export interface EarningsDeps {
  earnings: Pick<EarningsLedger, 'forDesigner' | 'inPeriod'>;
  payoutAccounts: PayoutAccounts;
  /** Null without Stripe keys: onboarding answers 503. */
  payouts: PayoutGateway | null;
  users: Pick<UsersRepository, 'get'>;
  designers: Pick<DesignersRepository, 'get'>;
  appOrigin: string;
  now?: () => Date;
}

/** The Earnings page shows (and the CSV holds) the designer's newest lines, this many. */
const EARNINGS_LISTED = 500;

/** Where Stripe's hosted onboarding sends the designer back: the workspace's Get paid tab. */
const GET_PAID_PATH = '/designer/get-paid';

/** GET /api/designer/payouts. */
export async function payoutAccountOf(deps: Pick<EarningsDeps, 'payoutAccounts'>, uid: string): Promise<PayoutAccountView> {
  const account = await deps.payoutAccounts.get(uid);
  return { status: payoutAccountStatus(account), detailsSubmitted: account?.detailsSubmitted ?? false };
}

/** POST /api/designer/payouts/onboarding: the designer's Express account (made once) and a fresh link to its onboarding. */
export async function startOnboarding(deps: EarningsDeps, designer: { uid: string; email: string | null }): Promise<OnboardingLink> {
  const gateway = deps.payouts;
  if (!gateway) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  const account = await deps.payoutAccounts.ensure(designer.uid, () => gateway.createExpressAccount(designer.uid, designer.email));
  const back = `${deps.appOrigin}${GET_PAID_PATH}`;
  return gateway.accountLink(account.accountId, `${back}?refresh=1`, back);
}

async function memberNames(deps: Pick<EarningsDeps, 'users'>, lines: EarningLine[]): Promise<Map<string, string>> {
  const uids = [...new Set(lines.map((line) => line.memberUid))];
  const users = await Promise.all(uids.map((uid) => deps.users.get(uid)));
  return new Map(uids.map((uid, index) => [uid, publicName(users[index] ?? null)]));
}

function lineView(line: EarningLine, names: Map<string, string>): EarningLineView {
  return {
    id: line.id,
    kind: line.kind,
    workId: line.workId,
    title: line.title,
    memberName: names.get(line.memberUid) ?? publicName(null),
    date: line.earnedAt.toISOString(),
    period: line.period,
    amountCents: line.amountCents,
    status: line.status,
    reversal: line.reversalOf !== null,
  };
}

/** GET /api/designer/earnings: this period's total, what waits, what was paid, and each line with its work. */
export async function designerEarnings(deps: EarningsDeps, uid: string): Promise<EarningsView> {
  const lines = await deps.earnings.forDesigner(uid, EARNINGS_LISTED);
  const names = await memberNames(deps, lines);
  return { ...earningTotals(lines, nowOf(deps)), currency: 'usd', lines: lines.map((line) => lineView(line, names)) };
}

/** GET /api/designer/earnings.csv: the same lines, amounts in dollars. */
export async function designerEarningsCsv(deps: EarningsDeps, uid: string): Promise<string> {
  const { lines } = await designerEarnings(deps, uid);
  return earningsCsv(
    lines.map((line) => ({
      date: line.date.slice(0, 10),
      period: line.period,
      kind: line.reversal ? `${line.kind} reversal` : line.kind,
      work: line.title,
      member: line.memberName,
      amountCents: line.amountCents,
      status: line.status,
    })),
  );
}

/** GET /api/admin/payouts?period=: per designer with lines in the period (this month's by default). */
export async function payoutReport(deps: EarningsDeps, period: string | undefined): Promise<PayoutReport> {
  const month = period ?? periodOf(nowOf(deps));
  const [lines, accounts] = await Promise.all([deps.earnings.inPeriod(month), deps.payoutAccounts.all()]);
  const byUid = new Map(accounts.map((account) => [account.uid, account]));
  const rows = [...periodReport(lines)];
  const profiles = await Promise.all(rows.map(([uid]) => deps.designers.get(uid)));
  return {
    period: month,
    designers: rows
      .map(([uid, sums], index) => ({
        uid,
        name: profiles[index]?.name ?? uid,
        ...sums,
        account: payoutAccountStatus(byUid.get(uid) ?? null),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
