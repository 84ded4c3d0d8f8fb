import { LINE_NOTES_MAX_LENGTH } from '@tender/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';
import type { PastePlan } from '../lib/paste-block';

interface PasteReportProps {
  plan: PastePlan;
  onClose: () => void;
}

// Enough to find and fix them; the rest are counted. A refused value changes nothing: its cell keeps what
// it held (issue 35, item 5), which the title says.
const LISTED = 8;

const FIELD_TITLES = {
  quantity: 'lines.quantity',
  unitprice: 'lines.unitPrice',
  totallineamount: 'lines.totalLineAmount',
  linenotes: 'lines.notes',
  disc: 'lines.discount',
} as const;

/** "4", "4 and 5", "4-6": the pasted columns left over, counted from the first pasted. */
function columnList(columns: readonly number[]): string {
  const first = columns[0] as number;
  const last = columns.at(-1) as number;
  if (columns.length === 1) return String(first);
  return columns.length === 2 ? `${first}, ${last}` : `${first}–${last}`;
}

/** What a paste from a spreadsheet could not take: each refused value with its cell and reason. */
export function PasteReport({ plan, onClose }: PasteReportProps) {
  const { t } = useTranslation('tenders');
  const { refused, dropped, unusedColumns, lastField } = plan;
  const unused =
    unusedColumns.length > 0 && lastField
      ? t('paste.unusedColumns', {
          count: unusedColumns.length,
          columns: columnList(unusedColumns),
          field: t(FIELD_TITLES[lastField]),
        })
      : null;
  if (refused.length === 0 && dropped === 0 && unused === null) return null;
  const leftOver = [
    ...(dropped > 0 ? [t('paste.dropped', { count: dropped })] : []),
    ...(unused ? [unused] : []),
  ];
  const reason = (problem: string) =>
    problem === 'too-long'
      ? t('paste.tooLong', { max: LINE_NOTES_MAX_LENGTH })
      : problem === 'bracketed'
        ? t('paste.bracketed')
        : t(`grid.refused.${problem}`);
  return (
    <Alert
      type="warning"
      closable={{ onClose, 'aria-label': t('paste.close') }}
      className="tp-paste-report"
      data-testid="paste-report"
      title={
        refused.length > 0
          ? t('paste.refused', { count: refused.length })
          : leftOver.join(t('paste.separator'))
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
            {leftOver.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </>
        ) : null
      }
    />
  );
}
