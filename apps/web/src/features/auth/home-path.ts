import type { Session } from './session';

/**
 * Where a signed-in user belongs (spec 4.5): staff to the tender search, suppliers to their home, a
 * buyer (issue 17) to the console, an approver who is not a buyer (issue 29) to the awards awaiting them.
 */
export function homePathFor(
  session: Pick<Session, 'issupplier' | 'emailverified' | 'isbuyer' | 'isapprover'>,
): string {
  if (session.emailverified === 0) return '/changepassword';
  if (session.issupplier === 1) return '/homepage';
  if (session.isbuyer === 1) return '/buyer';
  return session.isapprover === 1 ? '/buyer/approvals' : '/tenders';
}

/** Staff of the procurement console (issue 29): a buyer or an approver of the site. */
export function isProcurement(session: Pick<Session, 'isbuyer' | 'isapprover'> | null | undefined): boolean {
  return session?.isbuyer === 1 || session?.isapprover === 1;
}
