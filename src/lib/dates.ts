const readable = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const short = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 22, 2026, 10:41 AM": when something happened, for people. */
export function formatDateTime(iso: string): string {
  return readable.format(new Date(iso));
}

/** "Nov 22, 2026": dates in tables. */
export function formatDate(iso: string): string {
  return short.format(new Date(iso));
}
