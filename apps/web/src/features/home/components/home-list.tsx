import type { ReactNode } from 'react';

interface HomeListProps {
  /** Said, centred, when there is nothing to list. */
  empty: string;
  /** The rows, each a `<li className="home-list__item">`. */
  children: readonly ReactNode[];
  /** Something (a pager) follows the last row, which then keeps its line. */
  more?: boolean;
}

/** A list of the home page's panels drawn like antd's small List (home.css), or its "nothing here". */
export function HomeList({ empty, children, more }: HomeListProps) {
  if (children.length === 0) return <div className="home-list__empty">{empty}</div>;
  return <ul className={more ? 'home-list home-list--more' : 'home-list'}>{children}</ul>;
}
