import { formatAmount, isUnitPriceInput } from '@tender/domain';
import { Input } from 'antd';
import { memo, useState } from 'react';
import type { AmountField } from '../lib/line-editor-state';

interface AmountInputProps {
  seqno: number;
  field: AmountField;
  /** The decimal string the line holds ('1234.5') or null. */
  value: string | null;
  disabled: boolean;
  required: boolean;
  label: string;
  onValue: (seqno: number, field: AmountField, text: string) => void;
}

/**
 * Shows '1,234.50' while not focused and the raw value while typing (spec 5). A unit price only takes
 * text the domain accepts as a price; anything else is ignored so the field keeps its previous text.
 */
export const AmountInput = memo(function AmountInput(props: AmountInputProps) {
  const { seqno, field, value, disabled, required, label, onValue } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const shown = editing ?? (value === null ? '' : formatAmount(value));

  return (
    <Input
      size="small"
      className="tp-amount-input"
      value={shown}
      disabled={disabled}
      aria-label={label}
      aria-required={required}
      onFocus={(event) => {
        // Switch to the raw text in the DOM at once, not at React's next commit: a commit landing between
        // a select-all and the typing that follows would move the caret and append to the old text.
        const raw = value ?? '';
        event.currentTarget.value = raw;
        event.currentTarget.select();
        setEditing(raw);
      }}
      onBlur={() => setEditing(null)}
      onChange={(event) => {
        const text = event.target.value;
        if (field === 'unitprice' && text !== '' && !isUnitPriceInput(text)) return;
        setEditing(text);
        onValue(seqno, field, text);
      }}
    />
  );
});
