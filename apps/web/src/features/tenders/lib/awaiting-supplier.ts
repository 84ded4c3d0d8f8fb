import { QUOTING_STATUSES } from '@tender/domain';

// Statuses in which the supplier still has something to do: past the closing date they read Closed.
const AWAITING_SUPPLIER = new Set<string>(['NEW', 'DRAFT', ...QUOTING_STATUSES]);

export function isAwaitingSupplier(status: string): boolean {
  return AWAITING_SUPPLIER.has(status);
}
