import type { Session } from './session';

/** Where a signed-in user belongs (spec 4.5): staff to the tender search, suppliers to their home. */
export function homePathFor(session: Pick<Session, 'issupplier' | 'emailverified'>): string {
  if (session.emailverified === 0) return '/changepassword';
  return session.issupplier === 1 ? '/homepage' : '/tenders';
}
