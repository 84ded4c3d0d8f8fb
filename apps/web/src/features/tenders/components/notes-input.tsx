import { LINE_NOTES_MAX_LENGTH } from '@tender/domain';
import { memo } from 'react';
import { TextInput } from '@/components/plain/input';
import type { EditableField } from '../lib/line-editor-types';
import { CellMessage, cellMessageId } from './line-cell-parts';
import '@/components/plain/field.css';

interface NotesInputProps {
  seqno: number;
  value: string;
  disabled: boolean;
  label: string;
  /** "Notes required" when Submit found a neednotes line without notes; null otherwise. */
  missing: string | null;
  onValue: (seqno: number, field: EditableField, text: string) => void;
}

export const NotesInput = memo(function NotesInput({
  seqno,
  value,
  disabled,
  label,
  missing,
  onValue,
}: NotesInputProps) {
  const messageId = cellMessageId(seqno, 'linenotes');
  return (
    <div className="tp-grid-field">
      <TextInput
        size="small"
        data-field="linenotes"
        enterKeyHint="next"
        value={value}
        disabled={disabled}
        status={missing ? 'error' : undefined}
        aria-label={label}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? messageId : undefined}
        maxLength={LINE_NOTES_MAX_LENGTH}
        onChange={(text) => onValue(seqno, 'linenotes', text)}
      />
      {missing ? <CellMessage id={messageId} text={missing} /> : null}
    </div>
  );
});
