import type { SelectHTMLAttributes } from 'react';
import { Icon } from './icons';
import './plain.css';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'size'> & {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** `error` draws the red border of a field that failed its check. */
  status?: 'error';
  /** antd's `size="small"`: 24 px high (field.css). */
  size?: 'small';
  /**
   * What the empty value says, in the placeholder's grey (antd's placeholder of a Select that can be
   * cleared): the first option, value ''. Choosing it clears the choice (antd's allowClear).
   */
  placeholder?: string;
  /**
   * `value`: as wide as the chosen option, as antd's Select (field.css): the option's text is drawn in the
   * box and the browser's select lies over it, transparent. Otherwise as wide as the longest option.
   */
  fit?: 'value';
};

/**
 * A select drawn like antd's closed Select (border, arrow, focus ring), on the browser's own `<select>`:
 * its list is the system's, a wheel or sheet on a phone, read by every screen reader, and no code of ours
 * to load on the sign-in pages.
 */
export function Select({
  value,
  onChange,
  options,
  status,
  size,
  placeholder,
  fit,
  className,
  ...rest
}: SelectProps) {
  const all = placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options];
  const empty = placeholder !== undefined && value === '';
  const classes = [
    'plain-input',
    'plain-select',
    size === 'small' && 'plain-input--sm plain-select--sm',
    fit === 'value' && 'plain-select--fit',
    empty && 'plain-select--placeholder',
    status === 'error' && 'plain-input--error',
    rest.disabled && 'plain-input--disabled',
    className,
  ];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      {fit === 'value' ? (
        <span className="plain-select__value" aria-hidden>
          {all.find((option) => option.value === value)?.label}
        </span>
      ) : null}
      <select
        {...rest}
        className="plain-select__native"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {all.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="down" className="plain-select__arrow" />
    </span>
  );
}
