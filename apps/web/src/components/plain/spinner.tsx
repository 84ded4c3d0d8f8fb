import './plain.css';

interface SpinnerProps {
  /** antd's Spin size: `large` (32 px, a page loading) or the default, `medium` (20 px). */
  size?: 'medium' | 'large';
}

/** antd's Spin: four dots turning, in the brand colour. Decorative; say what loads beside it. */
export function Spinner({ size = 'large' }: SpinnerProps) {
  return (
    <span className={size === 'medium' ? 'plain-spin plain-spin--medium' : 'plain-spin'} aria-hidden>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
