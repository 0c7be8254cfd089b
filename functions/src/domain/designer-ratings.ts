/** A designer's shown rating: the stars members gave their reviews and projects, averaged to one decimal; none yet: null. */
export const ratingAverage = (sum: number, count: number): number | null => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);
