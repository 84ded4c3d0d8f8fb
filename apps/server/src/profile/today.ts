/**
 * Today's date as YYYY-MM-DD in UTC: the day expiry dates are judged against. UTC, like the importer's
 * relative dates, so the server and the data agree whatever zone the host runs in.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
