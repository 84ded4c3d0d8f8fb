import { ErrorCode } from '@tender/api-contract/error-codes';
import { BOQ_PROBLEM_LABEL_KEY, BOQ_PROBLEMS, type BoqProblemKind } from '@tender/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ApiError, errorText } from '@/lib/api-client';

interface LineProblem {
  seqno: number;
  problem: string;
}

function linesOf(error: ApiError): LineProblem[] {
  const data = error.reply?.data;
  if (typeof data !== 'object' || data === null || !('lines' in data) || !Array.isArray(data.lines))
    return [];
  return data.lines.filter(
    (line): line is LineProblem =>
      typeof line === 'object' &&
      line !== null &&
      typeof line.seqno === 'number' &&
      typeof line.problem === 'string',
  );
}

const isProblem = (problem: string): problem is BoqProblemKind =>
  (BOQ_PROBLEMS as readonly string[]).includes(problem);

/**
 * A refusal of the server as the buyer reads it: its translated message and, for a bill of quantities
 * with problems (5600003), each line and what is wrong with it.
 */
export function refusalContent(t: TFunction, error: unknown): ReactNode {
  const text = errorText(error);
  if (!(error instanceof ApiError) || error.code !== ErrorCode.BOQ_INVALID) return text;
  const lines = linesOf(error);
  return (
    <div className="tp-bt-refusal">
      <p>{text}</p>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) => (
            <li key={`${line.seqno}-${line.problem}`}>
              {t('buyer:refusal.line', {
                seqno: line.seqno,
                problem: isProblem(line.problem)
                  ? t(`buyer:refusal.${BOQ_PROBLEM_LABEL_KEY[line.problem]}`)
                  : t('buyer:refusal.other'),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
