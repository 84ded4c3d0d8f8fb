import type { LineProblem, SubmissionCheck } from '@tender/domain';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import './submission.css';

/** Lines listed by name; the grid's Needs-attention filter and Next reach the rest. */
const LINES_LISTED = 10;

interface NeedsAttentionPanelProps {
  check: SubmissionCheck;
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

/**
 * Why a submission cannot go yet (issue 12): the lines by number and description with what each lacks,
 * then the tender-level problems. Nothing has been confirmed or sent when this shows.
 */
export function NeedsAttentionPanel({ check, fromServer, onGoToFirst, onClose }: NeedsAttentionPanelProps) {
  const { t } = useTranslation('tenders');
  const tenderProblems = [
    check.attachmentsNotDownloaded ? t('submit.problems.attachments') : null,
    check.siteInspectionNotConfirmed ? t('submit.problems.siteInspection') : null,
    check.discountRemarkMissing ? t('submit.problems.discountRemark') : null,
  ].filter((text): text is string => text !== null);
  const count = check.lines.length + tenderProblems.length;
  const listed = check.lines.slice(0, LINES_LISTED);
  const more = check.lines.length - listed.length;

  return (
    <Alert
      type="error"
      showIcon
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
            <Button size="small" type="primary" onClick={onGoToFirst}>
              {t('submit.goToFirst', { seqno: listed[0]?.seqno })}
            </Button>
          ) : null}
        </div>
      }
    />
  );
}
