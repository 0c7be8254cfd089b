/** The cache keys of a designer's payouts and earnings, and of the admins' report. */
export const payoutsKeys = {
  all: ['payouts'] as const,
  account: ['payouts', 'account'] as const,
  earnings: ['payouts', 'earnings'] as const,
  report: (period: string) => ['payouts', 'report', period] as const,
};
