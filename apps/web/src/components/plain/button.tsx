import { type ButtonHTMLAttributes, Children, Fragment, isValidElement, type ReactNode } from 'react';
import { Icon } from './icons';
import './plain.css';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /**
   * `primary` is the filled brand button, `default` the outlined one, `text` the borderless one, `link` a
   * button that reads as a link.
   */
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  /** An icon before the text (an `<Icon>`), antd's gap away. */
  icon?: ReactNode;
  /** Full width. */
  block?: boolean;
  /**
   * Shows antd's spinning icon before the text (in the icon's place); as antd's, the button stays focusable
   * but a click does nothing (a submit button does not submit).
   */
  loading?: boolean;
  type?: 'button' | 'submit';
}

/**
 * The button's content as antd lays it out: each element and each run of text (in a span) is an item of its
 * own, so the items sit the button's gap apart.
 */
function content(children: ReactNode): ReactNode[] {
  const items: ReactNode[] = [];
  let text: string | null = null;
  const flush = () => {
    if (text !== null) items.push(<span key={`text-${items.length}`}>{text}</span>);
    text = null;
  };
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') {
      text = `${text ?? ''}${child}`;
      continue;
    }
    flush();
    items.push(
      isValidElement(child) && child.type === Fragment ? <span key={child.key}>{child}</span> : child,
    );
  }
  flush();
  return items;
}

/** A button that looks like antd's Button (plain.css). */
export function Button({
  variant = 'default',
  size = 'middle',
  icon,
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
    variant !== 'default' && `plain-btn--${variant}`,
    size === 'large' && 'plain-btn--lg',
    size === 'small' && 'plain-btn--sm',
    block && 'plain-btn--block',
    loading && 'plain-btn--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const iconNode = loading ? <Icon name="loading" spin /> : icon;
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {iconNode ? <span className="plain-btn__icon">{iconNode}</span> : null}
      {content(children)}
    </button>
  );
}
