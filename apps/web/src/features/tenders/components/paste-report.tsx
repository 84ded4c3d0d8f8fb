import { LINE_NOTES_MAX_LENGTH } from '@tender/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { keepsValue, type PastePlan } from '../lib/paste-block';

interface PasteReportProps {
  plan: PastePlan;
  onClose: () => void;
}

// Enough to find and fix them; the rest are counted. A refused cell is left empty in the grid, except one
// the supplier may not change (the buyer's quantity), which keeps its value; the title says which.
const LISTED = 8;

const FIELD_TITLES = {
  quantity: 'lines.quantity',
  unitprice: 'lines.unitPrice',
  totallineamount: 'lines.totalLineAmount',
  linenotes: 'lines.notes',
  disc: 'lines.discount',
} as const;

/** What a paste from a spreadsheet could not take: each refused value with its cell and reason. */
export function PasteReport({ plan, onClose }: PasteReportProps) {
  const { t } = useTranslation('tenders');
  const { refused, dropped } = plan;
  if (refused.length === 0 && dropped === 0) return null;
  const kept = refused.filter(keepsValue).length;
  const emptied = refused.length - kept;
  const outcomes = [
    ...(emptied > 0 ? [t('paste.refused', { count: emptied })] : []),
    ...(kept > 0 ? [t('paste.kept', { count: kept })] : []),
  ];
  const reason = (problem: string) =>
    problem === 'too-long'
      ? t('paste.tooLong', { max: LINE_NOTES_MAX_LENGTH })
      : t(`grid.refused.${problem}`);
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose, 'aria-label': t('paste.close') }}
      className="tp-paste-report"
      data-testid="paste-report"
      title={
        refused.length > 0 ? outcomes.join(t('paste.separator')) : t('paste.dropped', { count: dropped })
      }
      description={
        refused.length > 0 ? (
          <>
            <ul className="tp-paste-list">
              {refused.slice(0, LISTED).map((cell) => (
                <li key={`${cell.seqno}:${cell.field}`}>
                  {t('paste.cell', {
                    seqno: cell.seqno,
                    field: t(FIELD_TITLES[cell.field]),
                    text: cell.text,
                    reason: reason(cell.problem),
                  })}
                </li>
              ))}
            </ul>
            {refused.length > LISTED ? (
              <div>{t('paste.more', { count: refused.length - LISTED })}</div>
            ) : null}
            {dropped > 0 ? <div>{t('paste.dropped', { count: dropped })}</div> : null}
          </>
        ) : null
      }
    />
  );
}
