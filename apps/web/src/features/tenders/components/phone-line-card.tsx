import type { TenderLine } from '@tender/api-contract';
import { isFlagSet } from '@tender/domain';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorLine } from '../hooks/use-line-editor';
import { changedColumns, NEW_LINE } from '../lib/changed-cells';
import { type LineColumn, lineCardColumns } from '../lib/line-cells';
import type { LineEditControls } from '../lib/line-edit-controls';
import type { AmountField, EditableField } from '../lib/line-editor-types';
import { isHeaderLine } from '../lib/line-kind';
import type { LineStore } from '../lib/line-store';
import { AwardedMark } from './awarded-mark';
import { ChangedMark } from './changed-mark';
import { LineCell } from './line-cell';
import { LineDescription } from './line-cell-parts';
import { LineColumnTitle } from './line-column-title';
import { SectionToggle } from './section-toggle';

interface PhoneLineCardProps {
  store: LineStore;
  seqno: number;
  controls: LineEditControls;
  onField: (seqno: number, field: EditableField, text: string) => void;
  onLeave: (seqno: number, field: AmountField) => void;
  /** A heading's section is folded away. */
  collapsed: boolean;
  onToggle: (seqno: number) => void;
}

const TITLE_KEYS: Record<LineColumn, string> = {
  seqno: 'lines.no',
  description: 'lines.description',
  remark: 'lines.remark',
  quantity: 'lines.quantity',
  unit: 'lines.unit',
  unitprice: 'lines.unitPrice',
  total: 'lines.totalLineAmount',
  linenotes: 'lines.notes',
  disc: 'lines.discount',
  disclineamt: 'lines.discountLineAmount',
};

/** A line's description, marked when the buyer's amendment changed it (issue 28). */
function DescriptionMark({ row, children }: { row: TenderLine; children: ReactNode }) {
  return changedColumns(row).has('description') ? <ChangedMark>{children}</ChangedMark> : children;
}

/**
 * One line of the items on a phone: a heading line is a section heading (with its fold button); any other
 * line is a card that reads as a line of a bill does: the description, its quantity and unit, then the
 * price cells, then the amounts. The cells are the grid's own (LineCell: the same inputs, rules, messages
 * and store), so only the arrangement differs.
 */
export const PhoneLineCard = memo(function PhoneLineCard(props: PhoneLineCardProps) {
  const { store, seqno, controls, onField, onLeave, collapsed, onToggle } = props;
  const { t } = useTranslation('tenders');
  const line = useEditorLine(store, seqno);
  if (!line) return null;
  const { row } = line;

  if (isHeaderLine(row)) {
    return (
      <div className="tp-line-card tp-line-card--section" data-row-key={seqno}>
        <h3 className="tp-line-card__section-title">
          <SectionToggle seqno={seqno} collapsed={collapsed} onToggle={onToggle} />
          <DescriptionMark row={row}>
            <span className={row.underline === '1' ? 'tp-line-card__underline' : undefined}>
              {row.description}
            </span>
          </DescriptionMark>
        </h3>
        {row.longdesc ? <div className="tp-line-longdesc">{row.longdesc}</div> : null}
      </div>
    );
  }

  const { facts, prices, details } = lineCardColumns(row, controls);
  const titleId = `tp-line-card-${seqno}`;
  const title = (column: LineColumn) => (
    <LineColumnTitle
      column={column}
      titleKey={TITLE_KEYS[column]}
      priceNegotiation={controls.priceNegotiation}
    />
  );
  const detailList = (columns: LineColumn[], group: string) =>
    columns.length > 0 ? (
      <dl className={`tp-line-card__details tp-line-card__details--${group}`}>
        {columns.map((column) => (
          <div key={column} className={`tp-line-card__detail tp-line-card__detail--${column}`}>
            <dt>{title(column)}</dt>
            <dd>{cell(column)}</dd>
          </div>
        ))}
      </dl>
    ) : null;
  const cell = (column: LineColumn) => (
    <LineCell
      store={store}
      seqno={seqno}
      column={column}
      controls={controls}
      onField={onField}
      onLeave={onLeave}
    />
  );

  return (
    <article className="tp-line-card" data-row-key={seqno} aria-labelledby={titleId}>
      <h3 id={titleId} className="tp-line-card__title">
        {row.changedfields.includes(NEW_LINE) ? (
          <ChangedMark isNew>{t('lines.lineNo', { seqno })}</ChangedMark>
        ) : isFlagSet(row.awarded) ? (
          <AwardedMark>{t('lines.lineNo', { seqno })}</AwardedMark>
        ) : (
          t('lines.lineNo', { seqno })
        )}
      </h3>
      <div className="tp-line-card__description">
        <DescriptionMark row={row}>
          <LineDescription line={line} />
        </DescriptionMark>
      </div>
      {detailList(facts, 'facts')}
      {prices.length > 0 ? (
        <div className="tp-line-card__prices">
          {prices.map((column) => (
            <div key={column} className={`tp-line-card__price tp-line-card__price--${column}`}>
              <div className="tp-line-card__label">{title(column)}</div>
              {cell(column)}
            </div>
          ))}
        </div>
      ) : null}
      {detailList(details, 'amounts')}
    </article>
  );
});
