import type { ImportLine } from '@tender/api-contract';
import { checkBoq } from '@tender/domain';
import { AppError, ErrorCode } from '../errors/app-error.ts';

/**
 * Refuses a bill of quantities with problems (5600003, `data.lines` = [{seqno, problem}]): a draft may
 * keep empty descriptions, never a duplicate seqno or a sum line naming itself, a missing line or a cycle;
 * a bill to publish or amend must be complete.
 */
export function assertBoq(lines: readonly ImportLine[], mode: 'draft' | 'complete'): void {
  const problems = checkBoq(lines, { draft: mode === 'draft' });
  if (problems.length > 0) throw new AppError(ErrorCode.BOQ_INVALID, { lines: problems });
}
