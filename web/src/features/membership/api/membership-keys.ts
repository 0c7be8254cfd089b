/** The cache key of the signed-in user's membership (kept apart so that Home's booking can name it without the query library). */
export const membershipKey = ['membership'] as const;
