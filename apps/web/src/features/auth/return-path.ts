import { homePathFor, isProcurement } from './home-path';
import type { Session } from './session';

/** Spec 2.2: the only pages a verified non-supplier may open. */
const STAFF_PATHS = /^\/(tenders|tenderdetail\/.+)\/?$/;
/** The buyer console (issue 17): a buyer's or an approver's (issue 29) besides the staff pages. */
const BUYER_PATHS = /^\/buyer(\/.*)?$/;
/** A buyer's Account Settings (issue 35): how the suppliers' actions are mailed, besides name and language. */
const BUYER_SETTINGS_PATH = /^\/accountsettings\/?$/;

/** The sign-in pages themselves: never a page to return to (it would loop). */
const SIGN_IN_PATHS = /^\/(login|forgetpassword|changepassword)\/?$/;

/** Parsing base of a candidate path: a relative path keeps it, anything else shows another origin. */
const BASE = 'https://portal.invalid';

/**
 * The page to return to after sign-in, as a path of this app (`/tenderdetail/…?x=1`), or null when
 * `raw` is anything else: an absolute or protocol-relative URL (`https://evil`, `//evil`, `/\evil`,
 * which browsers read as `//evil`), a path with control characters or spaces (the URL parser drops
 * tabs and newlines, so `/\t/evil` would become `//evil`), or a sign-in page. No open redirect.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Backslashes read as slashes, and whitespace is dropped or trimmed by the URL parser.
  if (/[\\\s\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || SIGN_IN_PATHS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether a signed-in, verified user may open `path` (spec 2.2: staff only the tender pages; a buyer or
 * an approver also the console). A supplier's way into the console is closed by the console's own guard.
 */
export function mayOpen(
  session: Pick<Session, 'issupplier' | 'isbuyer' | 'isapprover'>,
  path: string,
): boolean {
  if (session.issupplier === 1) return true;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return (
    STAFF_PATHS.test(pathname) ||
    (isProcurement(session) && BUYER_PATHS.test(pathname)) ||
    (session.isbuyer === 1 && BUYER_SETTINGS_PATH.test(pathname))
  );
}

/**
 * Where a user goes once signed in: the page they asked for when it is a safe path their role may
 * open, otherwise their home (spec 4.5). A user who must first change the password goes there.
 */
export function afterSignInPath(
  session: Pick<Session, 'issupplier' | 'emailverified' | 'isbuyer' | 'isapprover'>,
  asked: unknown,
): string {
  const home = homePathFor(session);
  if (session.emailverified === 0) return home;
  const path = safeReturnPath(asked);
  return path && mayOpen(session, path) ? path : home;
}

/**
 * Router state of the sign-in pages: `next` is the page asked for, carried from the guard through
 * login, forgot password and the password change (history state, so the URL stays /login).
 */
export interface AskedState {
  next?: string;
  loginid?: string;
  /** The sign-in pages keep the way the account is named (issue 32). */
  way?: 'mobile';
}

/** The way of naming the account a sign-in page was opened with (router state): mobile, else account. */
export function wayIn(state: unknown): 'account' | 'mobile' {
  return typeof state === 'object' && state !== null && 'way' in state && state.way === 'mobile'
    ? 'mobile'
    : 'account';
}

/** The page asked for, read from a location's state and checked again (history state is writable). */
export function askedPathIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('next' in state)) return null;
  return safeReturnPath(state.next);
}

/** State for a navigation between sign-in pages that carries the asked page along. */
export function carryAsked(next: string | null, extra: Omit<AskedState, 'next'> = {}): AskedState {
  return next ? { ...extra, next } : { ...extra };
}
