import { WORK_ORDER_TYPE } from '@tender/domain';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';

/** The supplier whose work orders the caller sees; staff have none (the routes refuse them first). */
export function workOrderSupplierOf(caller: SessionUser): number {
  if (caller.supplierId === null) throw new AppError(ErrorCode.FORBIDDEN);
  return caller.supplierId;
}

/** Refuses a work type other than CM (spec 9); absent or blank means CM. */
export function assertWorkType(worktype: string | null | undefined): void {
  const given = worktype?.trim() ?? '';
  if (given !== '' && given.toUpperCase() !== WORK_ORDER_TYPE) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'worktype' });
  }
}

/** A text filter: trimmed, null when blank. */
export function filterText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
