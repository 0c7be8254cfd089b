/** Times shown in the viewer's own zone, with Intl (the server answers UTC instants). */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const format = (options: Intl.DateTimeFormatOptions, zone: string) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });

/** 'YYYY-MM-DD' of the instant in the zone: slots are grouped by the viewer's days. */
export const dayKey = (iso: string, zone: string): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(new Date(iso));

export const dayLabel = (iso: string, zone: string) =>
  format({ weekday: 'short', day: 'numeric', month: 'short' }, zone).format(new Date(iso));
export const fullDayLabel = (iso: string, zone: string) =>
  format({ weekday: 'long', day: 'numeric', month: 'long' }, zone).format(new Date(iso));
export const weekdayLabel = (iso: string, zone: string) => format({ weekday: 'short' }, zone).format(new Date(iso));
export const dayNumber = (iso: string, zone: string) => format({ day: 'numeric' }, zone).format(new Date(iso));
export const monthLabel = (iso: string, zone: string) => format({ month: 'short' }, zone).format(new Date(iso));
export const timeLabel = (iso: string, zone: string) => format({ hour: '2-digit', minute: '2-digit' }, zone).format(new Date(iso));
/** 'Sat 28 Nov, 15:00': short enough for a button on a phone. */
export const shortWhen = (iso: string, zone: string) => `${dayLabel(iso, zone)}, ${timeLabel(iso, zone)}`;
export const whenLabel = (iso: string, zone: string) =>
  format({ weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }, zone).format(new Date(iso));

/** The zone's name and its offset now, e.g. 'Europe/Paris (GMT+1)'. */
export function zoneLabel(zone: string): string {
  const offset = format({ timeZoneName: 'shortOffset' }, zone)
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${zone.replaceAll('_', ' ')} (${offset})` : zone.replaceAll('_', ' ');
}
