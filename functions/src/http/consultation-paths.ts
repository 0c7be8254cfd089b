/**
 * The word the consultation paths used before they were named after consultations: older clients still call
 * `/api/bookings...`, so each `/api/consultations...` path keeps it as an alias served by the same handler.
 */
const OLD_PATH_WORD = 'bookings';

/** A consultation route's path and its old alias (`/consultations/:id` and `/bookings/:id`). */
export const withOldPath = (path: string): string[] => [path, path.replace('/consultations', `/${OLD_PATH_WORD}`)];
