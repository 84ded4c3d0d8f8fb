import { getSession } from '@/features/auth';

/** The `suppliername` the profile calls carry: the signed-in login id (the server maps it to the supplier). */
export function currentSupplierName(): string {
  return getSession()?.loginid ?? '';
}
