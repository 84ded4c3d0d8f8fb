import type { ReactNode } from 'react';
import { Icon } from './icons';
import './plain.css';

interface AlertProps {
  type: 'error' | 'info';
  title: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A one-line message with its icon, like antd's Alert with `showIcon` (plain.css). Announced to screen
 * readers as antd's is (role alert).
 */
export function Alert({ type, title, className, 'data-testid': testId }: AlertProps) {
  const classes = ['plain-alert', `plain-alert--${type}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="alert" data-testid={testId}>
      <Icon name={type === 'error' ? 'closeCircle' : 'infoCircle'} className="plain-alert__icon" />
      <div className="plain-alert__section">
        <div className="plain-alert__title">{title}</div>
      </div>
    </div>
  );
}
