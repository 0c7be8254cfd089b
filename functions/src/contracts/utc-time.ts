/** A moment to the minute in UTC, 'Dec 1, 2026, 3:00 PM UTC': where the reader's zone is not known (a mail, the console). */
const UTC_MINUTE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export const formatUtcMinute = (when: Date): string => UTC_MINUTE.format(when);
