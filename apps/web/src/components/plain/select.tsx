import type { SelectHTMLAttributes } from 'react';
import { Icon } from './icons';
import './plain.css';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** `error` draws the red border of a field that failed its check. */
  status?: 'error';
};

/**
 * A select drawn like antd's closed Select (border, arrow, focus ring), on the browser's own `<select>`:
 * its list is the system's, a wheel or sheet on a phone, read by every screen reader, and no code of ours
 * to load on the sign-in pages. As wide as its longest option.
 */
export function Select({ value, onChange, options, status, className, ...rest }: SelectProps) {
  return (
    <span
      className={['plain-input', 'plain-select', status === 'error' && 'plain-input--error', className]
        .filter(Boolean)
        .join(' ')}
    >
      <select
        {...rest}
        className="plain-select__native"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="down" className="plain-select__arrow" />
    </span>
  );
}
