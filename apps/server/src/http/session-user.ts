import { AppError, ErrorCode } from '../errors/app-error.ts';

// The caller as the HTTP layer and every feature see it. Defined here, with the rule of what a session
// held back to its first steps may reach, so shared code names the caller without importing a feature;
// auth produces it (auth/session-service.ts reads a session into it).

/** The signed-in caller as the services see it; everything about rights derives from here. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  hrid: string;
  loginid: string;
  username: string;
  supplierId: number | null;
  siteid: string;
  emailVerified: boolean;
  /** Set by support or by an expired password: until changed, the session may only change it. */
  mustChangePassword: boolean;
  /** The user's roles (app_user.roles): 'buyer' (issue 17), 'approver' (issue 29); only staff have them. */
  roles: readonly string[];
}

/** A buyer: a staff user (no supplier) with the role 'buyer', limited to their site like all staff. */
export function isBuyer(user: Pick<SessionUser, 'supplierId' | 'roles'>): boolean {
  return user.supplierId === null && user.roles.includes('buyer');
}

/** An approver: a staff user with the role 'approver' (issue 29), limited to their site. */
export function isApprover(user: Pick<SessionUser, 'supplierId' | 'roles'>): boolean {
  return user.supplierId === null && user.roles.includes('approver');
}

/** A buyer or an approver: who may read the buyer console and unseal (issue 29). */
export function isProcurement(user: Pick<SessionUser, 'supplierId' | 'roles'>): boolean {
  return isBuyer(user) || isApprover(user);
}

/**
 * A session held back to the first steps: its password must change (3000007, set by support or by
 * age) or its e-mail is unverified (a first login: terms, then a new password). Until then it may only
 * change the password, accept the terms, read the terms and tips, check the session and sign out.
 */
export function isHeldBack(user: SessionUser): boolean {
  return user.mustChangePassword || !user.emailVerified;
}

/** Refuses a held-back session (3000007) everywhere but the few calls open to it. */
export function requireFullSession(user: SessionUser): void {
  if (isHeldBack(user)) throw new AppError(ErrorCode.PASSWORD_EXPIRED);
}
