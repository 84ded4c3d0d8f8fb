import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The head above the body, with its line under it: the card's heading (the page chooses its level). */
  title?: ReactNode;
  /** Lifts on hover with antd's card shadow, for a card that is all one link. */
  hoverable?: boolean;
  'data-testid'?: string;
}

/**
 * A bordered card drawn like antd's Card (default size), without antd (card.css): a white box with the
 * theme's large radius, an optional titled head, and a padded body.
 */
export function Card({ title, hoverable, className, children, ...rest }: CardProps) {
  const classes = ['plain-card', hoverable && 'plain-card--hoverable', className].filter(Boolean).join(' ');
  return (
    <div {...rest} className={classes}>
      {title ? (
        <div className="plain-card__head">
          <div className="plain-card__title">{title}</div>
        </div>
      ) : null}
      <div className="plain-card__body">{children}</div>
    </div>
  );
}
