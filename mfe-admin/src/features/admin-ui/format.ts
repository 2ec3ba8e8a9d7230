// Dates in the ops tables: a short local date and time, and "5 min ago" for recent events.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export const formatDateTime = (iso: string | null): string => (iso ? DATE_TIME.format(new Date(iso)) : '-');

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 365],
];

/** "3 minutes ago", "yesterday"; the date itself past a year. */
export function formatAgo(iso: string, now = Date.now()): string {
  let value = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return RELATIVE.format(value, unit);
    value = Math.round(value / size);
  }
  return formatDateTime(iso);
}
