/**
 * Whether a tender's closing date has passed at `now`. The closing instant itself already counts as
 * closed: a quote (or a document) arriving exactly at the deadline is late. From then on the supplier
 * changes nothing online: no save, no workflow action, no upload and no delete of a tender document.
 */
export function isPastClosingDate(closingDate: Date | string, now: Date): boolean {
  const closing = typeof closingDate === 'string' ? Date.parse(closingDate) : closingDate.getTime();
  // An unreadable date closes the tender rather than leaving it open forever.
  if (Number.isNaN(closing)) return true;
  return closing <= now.getTime();
}
