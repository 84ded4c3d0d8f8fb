import type { HTMLAttributes } from 'react';
import { tagTint } from './tag-colour';
import './tag.css';

/** The preset colour names of antd's Tag that the plain tag draws (tag.css, from the theme's tokens). */
const PRESETS = new Set(['red']);

interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /**
   * As antd's `color`: none or `default` for the grey tag, a preset name (`red`), or a colour of its own
   * (`#8b5a2b`), drawn on a light tint of itself.
   */
  color?: string;
  'data-testid'?: string;
  'data-status'?: string;
}

/**
 * A tag drawn like antd's Tag (filled, antd 6's default variant: no border), without antd: a status or a
 * mark beside a title (tag.css).
 */
export function Tag({ color, className, style, children, ...rest }: TagProps) {
  const own = color?.startsWith('#') ? color : undefined;
  const preset = color && PRESETS.has(color) ? `plain-tag--${color}` : undefined;
  return (
    <span
      {...rest}
      className={['plain-tag', preset, className].filter(Boolean).join(' ')}
      style={own ? { background: tagTint(own), color: own, ...style } : style}
    >
      {children}
    </span>
  );
}
