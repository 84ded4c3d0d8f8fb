import { formatAmount } from '@tender/domain';
import { memo, useState } from 'react';
import { TextInput } from '@/components/plain/input';
import type { AmountField } from '../lib/line-editor-types';
import { CellMessage, CellNote, cellMessageId } from './line-cell-parts';
import '@/components/plain/field.css';

interface AmountInputProps {
  seqno: number;
  field: AmountField;
  /** The decimal string the line holds ('1234.5') or null. */
  value: string | null;
  /** Text the domain refused for this field, kept as typed; undefined when the value was accepted. */
  refusedText: string | undefined;
  /** Why it was refused, translated, once the supplier has left the cell ("Not a number"). */
  refusedReason: string | null;
  /** What Submit found missing in this cell, translated ("Unit price required"). */
  missing: string | null;
  /** Said under the cell while it is typed in: what the typed value does (a rate payable's effect). */
  hint?: string | null;
  /** Said under the cell, typing or not, when the value is allowed but likely a slip (issue 35, item 1). */
  warning?: string | null;
  disabled: boolean;
  required: boolean;
  label: string;
  onValue: (seqno: number, field: AmountField, text: string) => void;
  onLeave: (seqno: number, field: AmountField) => void;
}

/**
 * Shows '1,234.50' while not focused and the raw value while typing (spec 5). Whatever is typed is kept;
 * on leaving the cell the domain's checkLineField has the last word, and a refused value stays visible
 * with its reason beside it (issue 12) instead of silently becoming 0 or reverting.
 */
export const AmountInput = memo(function AmountInput(props: AmountInputProps) {
  const { seqno, field, value, refusedText, refusedReason, missing, disabled, required, label } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const stored = refusedText ?? (value === null ? '' : formatAmount(value));
  // While typing, half-typed text ('1.') is not yet an error: the reason shows once the cell is left.
  const message = editing === null ? (refusedReason ?? missing) : missing;
  const messageId = cellMessageId(seqno, field);
  const hint = editing !== null && !message ? (props.hint ?? null) : null;
  const warning = message ? null : (props.warning ?? null);
  const noteId = `${messageId}-note`;
  const describedBy = message ? messageId : hint || warning ? noteId : undefined;

  return (
    <div className="tp-grid-field">
      <TextInput
        size="small"
        className="tp-amount-input"
        // The grid's keyboard finds a cell by its line's row and this field (use-grid-keys).
        data-field={field}
        // A phone's keyboard shows its number pad with a decimal point (amounts take no sign and no
        // exponent); its action key goes on to the next cell, as Enter does in the grid.
        inputMode="decimal"
        enterKeyHint="next"
        autoComplete="off"
        value={editing ?? stored}
        disabled={disabled}
        status={message ? 'error' : undefined}
        aria-label={label}
        aria-required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onFocus={(event) => {
          // Switch to the raw text in the DOM at once, not at React's next commit: a commit landing between
          // a select-all and the typing that follows would move the caret and append to the old text.
          const raw = refusedText ?? value ?? '';
          event.currentTarget.value = raw;
          event.currentTarget.select();
          setEditing(raw);
        }}
        onBlur={() => {
          setEditing(null);
          props.onLeave(seqno, field);
        }}
        onChange={(text) => {
          setEditing(text);
          props.onValue(seqno, field, text);
        }}
      />
      {message ? <CellMessage id={messageId} text={message} /> : null}
      {hint || warning ? <CellNote id={noteId} hint={hint} warning={warning} /> : null}
    </div>
  );
});
