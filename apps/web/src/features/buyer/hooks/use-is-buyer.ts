import { type Session, useSession } from '@/features/auth';

/** Whether a session is a buyer's (a staff session with the buyer role: LoginData.isbuyer 1). */
export function isBuyerSession(session: Session | null): boolean {
  return session?.isbuyer === 1;
}

/** Whether the signed-in user is a buyer; re-renders on sign-in and sign-out. */
export function useIsBuyer(): boolean {
  return isBuyerSession(useSession());
}
