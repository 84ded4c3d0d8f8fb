import { isFlagSet, type LineProblem } from '@tender/domain';
import type { TFunction } from 'i18next';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorLine } from '../hooks/use-line-editor';
import { changedColumns, NEW_LINE } from '../lib/changed-cells';
import { useCurrency } from '../lib/currency-context';
import { cellShown, isTotalTyped, type LineColumn } from '../lib/line-cells';
import type { LineEditControls } from '../lib/line-edit-controls';
import type { AmountField, EditableField, EditorLine } from '../lib/line-editor-types';
import { isEntryLine, isQuantityEditable } from '../lib/line-kind';
import type { LineStore } from '../lib/line-store';
import { ratePreviewText } from '../lib/rate-preview-text';
import { AmountInput } from './amount-input';
import { AwardedMark } from './awarded-mark';
import { ChangedMark } from './changed-mark';
import { AmountText, LineDescription, RequiredMark } from './line-cell-parts';
import { NotesInput } from './notes-input';

interface LineCellProps {
  store: LineStore;
  seqno: number;
  column: LineColumn;
  controls: LineEditControls;
  onField: (seqno: number, field: EditableField, text: string) => void;
  onLeave: (seqno: number, field: AmountField) => void;
}

// Which cell shows a line problem found by Submit (the discount never lacks anything).
const PROBLEM_OF_FIELD: Partial<Record<EditableField, LineProblem>> = {
  quantity: 'quantity',
  unitprice: 'price',
  totallineamount: 'total',
  linenotes: 'notes',
};

/** The translated messages of one cell: why its typed value was refused, what Submit found missing. */
function cellMessages(line: EditorLine, field: EditableField, t: TFunction<'tenders'>) {
  const refused = field === 'linenotes' ? undefined : line.refused?.[field];
  const problem = PROBLEM_OF_FIELD[field];
  return {
    refusedText: refused?.text,
    refusedReason: refused?.shown ? t(`grid.refused.${refused.problem}`) : null,
    missing: problem && line.problems?.includes(problem) ? t(`grid.missing.${problem}`) : null,
  };
}

/** A value nobody can change here (a submitted quotation, staff looking): plain text, no input, no mark. */
function ReadOnlyAmount({ testId, value }: { testId: string; value: string | null | undefined }) {
  return (
    <span data-testid={testId}>
      <AmountText value={value} />
    </span>
  );
}

/** What one cell shows (see LineCell); `line` is shown in this column. */
function cellContent(
  line: EditorLine,
  props: LineCellProps,
  t: TFunction<'tenders'>,
  currency: string,
): ReactNode {
  const { seqno, column, controls, onField, onLeave } = props;
  const { row, amounts, input } = line;
  const entry = isEntryLine(row);

  switch (column) {
    case 'seqno':
      return row.seqno;
    case 'description':
      return <LineDescription line={line} />;
    case 'remark':
      return row.remark;
    case 'unit':
      return row.unit;
    case 'quantity':
      if (!entry || !controls.showPrices) return <AmountText value={input.quantity} />;
      // The buyer's quantity stands unless it was left to the supplier (issue 28): text, not an input.
      if (!isQuantityEditable(row, controls)) {
        return (
          <ReadOnlyAmount testId={`line-quantity-${seqno}`} value={amounts?.quantity ?? input.quantity} />
        );
      }
      return (
        <span className="tp-cell-input">
          <RequiredMark show={row.qtyrequired === '1'} />
          <AmountInput
            seqno={seqno}
            field="quantity"
            {...cellMessages(line, 'quantity', t)}
            value={amounts?.quantity ?? input.quantity}
            disabled={false}
            required={row.qtyrequired === '1'}
            label={t('lines.quantityOf', { seqno })}
            onValue={onField}
            onLeave={onLeave}
          />
        </span>
      );
    case 'unitprice':
      if (!controls.price) {
        return (
          <ReadOnlyAmount testId={`line-unitprice-${seqno}`} value={amounts?.unitprice ?? input.unitprice} />
        );
      }
      return (
        <span className="tp-cell-input">
          <RequiredMark show={row.required === '1'} />
          <AmountInput
            seqno={seqno}
            field="unitprice"
            {...cellMessages(line, 'unitprice', t)}
            value={amounts?.unitprice ?? input.unitprice}
            disabled={!controls.price}
            required={row.required === '1'}
            label={t('lines.unitPriceOf', { seqno })}
            onValue={onField}
            onLeave={onLeave}
          />
        </span>
      );
    case 'total':
      if (!isTotalTyped(row)) {
        return (
          <span data-testid={`line-total-${seqno}`}>
            <AmountText value={amounts?.totallineamount} />
          </span>
        );
      }
      if (!controls.price) {
        return (
          <ReadOnlyAmount
            testId={`line-total-${seqno}`}
            value={amounts?.totallineamount ?? input.totallineamount}
          />
        );
      }
      return (
        <span className="tp-cell-input">
          <RequiredMark show={row.totalamountreq === '1'} />
          <AmountInput
            seqno={seqno}
            field="totallineamount"
            {...cellMessages(line, 'totallineamount', t)}
            value={amounts?.totallineamount ?? input.totallineamount}
            disabled={!controls.price}
            required={row.totalamountreq === '1'}
            label={t('lines.totalOf', { seqno })}
            onValue={onField}
            onLeave={onLeave}
          />
        </span>
      );
    case 'linenotes':
      if (!controls.notes) {
        return (
          <span className="tp-line-notes-text" data-testid={`line-notes-${seqno}`}>
            {line.linenotes}
          </span>
        );
      }
      return (
        <span className="tp-cell-input">
          <RequiredMark show={row.neednotes === '1'} />
          <NotesInput
            seqno={seqno}
            value={line.linenotes}
            disabled={!controls.notes}
            label={t('lines.notesOf', { seqno })}
            missing={cellMessages(line, 'linenotes', t).missing}
            onValue={onField}
          />
        </span>
      );
    case 'disc': {
      if (!controls.disc)
        return <ReadOnlyAmount testId={`line-disc-${seqno}`} value={amounts?.disc ?? input.disc} />;
      // What the typed rate payable does to this line, from the amounts just calculated (issue 35, item 1).
      const preview = line.refused?.disc
        ? null
        : ratePreviewText(t, amounts?.disc ?? input.disc, {
            total: amounts?.totallineamount ?? null,
            currency,
          });
      return (
        <AmountInput
          seqno={seqno}
          field="disc"
          {...cellMessages(line, 'disc', t)}
          hint={preview?.effect}
          warning={preview?.warning}
          value={amounts?.disc ?? input.disc}
          disabled={!controls.disc}
          required={false}
          label={t('lines.discountOf', { seqno })}
          onValue={onField}
          onLeave={onLeave}
        />
      );
    }
    case 'disclineamt':
      return (
        <span data-testid={`line-disc-amount-${seqno}`}>
          <AmountText value={amounts?.disclineamt} />
        </span>
      );
  }
}

/**
 * One cell of the items table (or of a line's card on a phone); it subscribes to its own line, so only
 * changed lines re-render. A cell with nothing in it (lib/line-cells) renders nothing; a cell that cannot
 * be changed shows its value as text, formatted as the input shows it. A cell the buyer's amendment
 * changed since the supplier last saved the line carries the mark of a change (issue 28).
 */
export const LineCell = memo(function LineCell(props: LineCellProps) {
  const { t } = useTranslation('tenders');
  const currency = useCurrency();
  const line = useEditorLine(props.store, props.seqno);
  if (!line || !cellShown(line.row, props.column, props.controls)) return null;
  const shown = cellContent(line, props, t, currency);
  // A line the supplier won (issue 29) says so beside its number.
  const content =
    props.column === 'seqno' && isFlagSet(line.row.awarded) ? <AwardedMark>{shown}</AwardedMark> : shown;
  if (!changedColumns(line.row).has(props.column)) return content;
  const isNew = props.column === 'seqno' && line.row.changedfields.includes(NEW_LINE);
  return <ChangedMark isNew={isNew}>{content}</ChangedMark>;
});
