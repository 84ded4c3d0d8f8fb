import type { TextareaHTMLAttributes } from 'react';
import './plain.css';
import './field.css';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** `error` draws the red border of a field that failed its check. */
  status?: 'error';
};

/**
 * A box of several lines drawn like antd's Input.TextArea (outlined, no count): the input's box, as many
 * lines high as `rows`, resized by its corner in height only. `maxLength` is the browser's own.
 */
export function TextArea({ value, onChange, status, className, ...rest }: TextAreaProps) {
  return (
    <textarea
      {...rest}
      className={['plain-input', 'plain-textarea', status === 'error' && 'plain-input--error', className]
        .filter(Boolean)
        .join(' ')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
