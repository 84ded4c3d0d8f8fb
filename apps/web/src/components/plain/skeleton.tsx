import './skeleton.css';

interface SkeletonProps {
  /** Lines under the title bar; the last is shorter (61%), as antd's. */
  rows?: number;
}

/**
 * Grey bars where content will show, drawn like antd's Skeleton `active` with a title and a paragraph
 * (skeleton.css): a shimmer runs across them unless the system asks for less motion. Decorative: say
 * what loads elsewhere (a heading, aria-busy).
 */
export function Skeleton({ rows = 3 }: SkeletonProps) {
  return (
    <div className="plain-skeleton" aria-hidden>
      <div className="plain-skeleton__title" />
      <ul className="plain-skeleton__paragraph">
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder.
          <li key={row} />
        ))}
      </ul>
    </div>
  );
}
