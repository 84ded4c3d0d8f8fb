import { type ReactNode, useState } from 'react';
import { Icon, type IconName, type IconShape } from './icons';
import './plain.css';

// The icons of a success and a warning and the close cross (@ant-design/icons-svg, MIT), here rather than
// in a module of icons: only an alert draws them, and a shared module would bring the others with them.
/** CheckCircleFilled */
const CHECK_CIRCLE_FILLED: IconShape = {
  viewBox: '64 64 896 896',
  paths: [
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  ],
};

/** ExclamationCircleFilled */
const EXCLAMATION_CIRCLE_FILLED: IconShape = {
  viewBox: '64 64 896 896',
  paths: [
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  ],
};

/** CloseOutlined */
const CLOSE: IconShape = {
  viewBox: '64 64 896 896',
  fillRule: 'evenodd',
  paths: [
    'M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z',
  ],
};

type AlertType = 'error' | 'info' | 'warning' | 'success';

const ICONS: Record<AlertType, IconName | IconShape> = {
  error: 'closeCircle',
  info: 'infoCircle',
  warning: EXCLAMATION_CIRCLE_FILLED,
  success: CHECK_CIRCLE_FILLED,
};

interface AlertProps {
  type: AlertType;
  title: ReactNode;
  /** Text under the title: the alert then has antd's larger layout (bigger icon, title and padding). */
  description?: ReactNode;
  /** A control at the end of the alert (antd's `action`), such as a button. */
  action?: ReactNode;
  /** A close button at the end (antd's `closable`): the alert hides itself and calls onClose. */
  closable?: { onClose?: () => void; 'aria-label': string };
  className?: string;
  'data-testid'?: string;
}

/** Whether antd would draw a part: anything but nothing, false and an empty string. */
const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/**
 * A message with its icon, like antd's Alert with `showIcon` (plain.css). Announced to screen readers as
 * antd's is (role alert).
 */
export function Alert({
  type,
  title,
  description,
  action,
  closable,
  className,
  'data-testid': testId,
}: AlertProps) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const withDescription = shown(description);
  const classes = [
    'plain-alert',
    `plain-alert--${type}`,
    withDescription && 'plain-alert--with-description',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const close = () => {
    setClosed(true);
    closable?.onClose?.();
  };
  return (
    <div className={classes} role="alert" data-testid={testId}>
      <Icon name={ICONS[type]} className="plain-alert__icon" />
      <div className="plain-alert__section">
        {shown(title) ? <div className="plain-alert__title">{title}</div> : null}
        {withDescription ? <div className="plain-alert__description">{description}</div> : null}
      </div>
      {shown(action) ? <div className="plain-alert__actions">{action}</div> : null}
      {closable ? (
        <button
          type="button"
          className="plain-alert__close"
          aria-label={closable['aria-label']}
          onClick={close}
        >
          <Icon name={CLOSE} />
        </button>
      ) : null}
    </div>
  );
}
