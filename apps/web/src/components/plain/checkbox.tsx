import type { ReactNode } from 'react';
import './checkbox.css';

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** antd's Checkbox (checked or not, enabled) without antd: a native box drawn as antd's (checkbox.css). */
export function Checkbox({ checked, onChange, children }: CheckboxProps) {
  return (
    <label className={checked ? 'plain-checkbox plain-checkbox--checked' : 'plain-checkbox'}>
      <span className="plain-checkbox__box">
        <input
          type="checkbox"
          className="plain-checkbox__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      </span>
      <span className="plain-checkbox__label">{children}</span>
    </label>
  );
}
