import type { ButtonHTMLAttributes } from 'react';
import { Icon } from './icons';
import './plain.css';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** `primary` is the filled brand button, `default` the outlined one. */
  variant?: 'primary' | 'default';
  size?: 'middle' | 'large';
  /** Full width. */
  block?: boolean;
  /**
   * Shows antd's spinning icon before the text; as antd's, the button stays focusable but a click does
   * nothing (a submit button does not submit).
   */
  loading?: boolean;
  type?: 'button' | 'submit';
}

/** A button that looks like antd's Button (plain.css). */
export function Button({
  variant = 'default',
  size = 'middle',
  block,
  loading,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'plain-btn',
    variant === 'primary' && 'plain-btn--primary',
    size === 'large' && 'plain-btn--lg',
    block && 'plain-btn--block',
    loading && 'plain-btn--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <Icon name="loading" spin className="plain-btn__icon" />}
      <span>{children}</span>
    </button>
  );
}
