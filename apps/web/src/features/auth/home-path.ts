import type { Session } from './session';

/**
 * Where a signed-in user belongs (spec 4.5): staff to the tender search, suppliers to their home, a
 * buyer (issue 17) to the console.
 */
export function homePathFor(session: Pick<Session, 'issupplier' | 'emailverified' | 'isbuyer'>): string {
  if (session.emailverified === 0) return '/changepassword';
  if (session.issupplier === 1) return '/homepage';
  return session.isbuyer === 1 ? '/buyer' : '/tenders';
}
