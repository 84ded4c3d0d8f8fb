import type { LineIssue, LineProblem, SubmissionCheck } from '@tender/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';
import { Button } from '@/components/plain/button';
import { useAttention, useIssues } from '../hooks/use-line-editor';
import type { LineStore } from '../lib/line-store';
import './submission.css';

/** Lines listed by name; the grid's Needs-attention filter and Next reach the rest. */
const LINES_LISTED = 10;

interface NeedsAttentionPanelProps {
  check: SubmissionCheck;
  /** The lines: those listed are what a submission still lacks, as the Needs-attention count says. */
  store: LineStore;
  /** Where the problems come from: the screen's own check, or the server refusing the submission. */
  fromServer: boolean;
  onGoToFirst?: () => void;
  onClose: () => void;
}

const PROBLEM_KEYS: Record<LineProblem, string> = {
  price: 'submit.missing.price',
  total: 'submit.missing.total',
  quantity: 'submit.missing.quantity',
  notes: 'submit.missing.notes',
};

type ListedIssue = Omit<LineIssue, 'problems'> & { problems: readonly LineProblem[] };

/**
 * The lines lacking something now, in line order: the panel follows the supplier's typing, so its count
 * and the grid's agree (issue 35, item 2). Recounted only when a line's issues change.
 */
function useLineIssues(store: LineStore): ListedIssue[] {
  const issues = useIssues(store);
  const attention = useAttention(store);
  return useMemo(() => {
    const lines: ListedIssue[] = [];
    for (const seqno of attention) {
      const entry = issues.get(seqno);
      const description = store.getLine(seqno)?.row.description ?? '';
      if (entry) lines.push({ seqno, description, problems: entry.problems });
    }
    return lines;
  }, [issues, attention, store]);
}

/**
 * Why a submission cannot go yet (issue 12): the lines by number and description with what each lacks,
 * then the tender-level problems. Nothing has been confirmed or sent when this shows.
 */
export function NeedsAttentionPanel(props: NeedsAttentionPanelProps) {
  const { check, fromServer, onGoToFirst, onClose } = props;
  const { t } = useTranslation('tenders');
  const lines = useLineIssues(props.store);
  const tenderProblems = [
    check.attachmentsNotDownloaded ? t('submit.problems.attachments') : null,
    check.siteInspectionNotConfirmed ? t('submit.problems.siteInspection') : null,
    check.discountRemarkMissing ? t('submit.problems.discountRemark') : null,
  ].filter((text): text is string => text !== null);
  const count = lines.length + tenderProblems.length;
  const listed = lines.slice(0, LINES_LISTED);
  const more = lines.length - listed.length;
  // Everything it named is fixed: nothing is left to say.
  if (count === 0) return null;

  return (
    <Alert
      type="error"
      closable={{ onClose, 'aria-label': t('submit.close') }}
      className="tp-block tp-attention"
      data-testid="needs-attention"
      title={t('submit.attentionTitle', { count })}
      description={
        <div className="tp-attention-body">
          <p>{t(fromServer ? 'submit.serverRefused' : 'submit.attentionIntro')}</p>
          {tenderProblems.length > 0 ? (
            <ul className="tp-attention-list">
              {tenderProblems.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          {listed.length > 0 ? (
            <ul className="tp-attention-list" aria-label={t('submit.linesLabel')}>
              {listed.map((issue) => (
                <li key={issue.seqno} data-seqno={issue.seqno}>
                  <strong>{t('submit.line', { seqno: issue.seqno })}</strong>{' '}
                  <span className="tp-attention-desc">{issue.description}</span>
                  {t('submit.problemSeparator')}
                  {issue.problems.map((problem) => t(PROBLEM_KEYS[problem])).join(t('submit.listSeparator'))}
                </li>
              ))}
            </ul>
          ) : null}
          {more > 0 ? <p>{t('submit.moreLines', { count: more })}</p> : null}
          {listed.length > 0 && onGoToFirst ? (
            <Button size="small" variant="primary" onClick={onGoToFirst}>
              {t('submit.goToFirst', { seqno: listed[0]?.seqno })}
            </Button>
          ) : null}
        </div>
      }
    />
  );
}
