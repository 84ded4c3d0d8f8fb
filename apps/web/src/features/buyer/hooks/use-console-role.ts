import { useSession } from '@/features/auth';

/** Who is using the console (issue 29): a buyer writes, an approver reads, unseals and decides awards. */
export interface ConsoleRole {
  buyer: boolean;
  approver: boolean;
  /** The names the server may record for this user (display name, login id), to tell "me" in a list. */
  names: ReadonlySet<string>;
}

export function useConsoleRole(): ConsoleRole {
  const session = useSession();
  return {
    buyer: session?.isbuyer === 1,
    approver: session?.isapprover === 1,
    names: new Set([session?.username ?? '', session?.loginid ?? ''].filter((name) => name !== '')),
  };
}
