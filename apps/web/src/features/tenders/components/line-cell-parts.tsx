import { formatAmount } from '@tender/domain';
import type { ReactNode } from 'react';
import type { EditorLine } from '../lib/line-editor-types';

/** Marks a cell the supplier must fill (spec 5: items marked * are mandatory). */
export function RequiredMark({ show }: { show: boolean }) {
  return show ? (
    <span className="tp-required-mark" aria-hidden="true">
      *
    </span>
  ) : null;
}

export function LineDescription({ line }: { line: EditorLine }) {
  const { row } = line;
  const style = {
    fontWeight: row.bold === '1' ? 700 : undefined,
    textDecoration: row.underline === '1' ? 'underline' : undefined,
  };
  return (
    <div>
      <div style={style}>{row.description}</div>
      {row.longdesc ? <div className="tp-line-longdesc">{row.longdesc}</div> : null}
    </div>
  );
}

/** A computed or read-only amount, right aligned like the inputs. */
export function AmountText({ value }: { value: string | null | undefined }): ReactNode {
  return <span className="tp-amount-text">{value == null ? '' : formatAmount(value)}</span>;
}

/** The id that ties a cell's input to its message (aria-describedby). */
export function cellMessageId(seqno: number, field: string): string {
  return `tp-line-${seqno}-${field}-message`;
}

/** Why a cell is marked: a refused value or a missing one, beside the cell. */
export function CellMessage({ id, text }: { id: string; text: string }) {
  return (
    <div id={id} className="tp-cell-message">
      {text}
    </div>
  );
}

/** What an accepted value does (hint, while typing) and whether it looks like a slip (warning), under a cell. */
export function CellNote({ id, hint, warning }: { id: string; hint: string | null; warning: string | null }) {
  return (
    <div id={id} className="tp-cell-note">
      {hint ? <div className="tp-cell-hint">{hint}</div> : null}
      {warning ? <div className="tp-cell-warning">{warning}</div> : null}
    </div>
  );
}
