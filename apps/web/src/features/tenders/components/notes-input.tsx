import { Input } from 'antd';
import { memo } from 'react';
import type { EditableField } from '../lib/line-editor-state';

interface NotesInputProps {
  seqno: number;
  value: string;
  disabled: boolean;
  label: string;
  onValue: (seqno: number, field: EditableField, text: string) => void;
}

export const NotesInput = memo(function NotesInput({
  seqno,
  value,
  disabled,
  label,
  onValue,
}: NotesInputProps) {
  return (
    <Input
      size="small"
      value={value}
      disabled={disabled}
      aria-label={label}
      maxLength={500}
      onChange={(event) => onValue(seqno, 'linenotes', event.target.value)}
    />
  );
});
