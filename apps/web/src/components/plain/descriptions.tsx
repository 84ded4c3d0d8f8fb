import type { ReactNode } from 'react';
import './descriptions.css';

export interface DescriptionsItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** How many of the row's label-and-value pairs it takes (1 unless set; cut to what the row has left). */
  span?: number;
}

interface DescriptionsProps {
  items: DescriptionsItem[];
  /** Label-and-value pairs a row holds. */
  column: number;
}

/**
 * The items in rows of `column` pairs, as antd's Descriptions fills them: an item that does not fit the rest
 * of a row is cut to it, and a row's last item stretches over what the row has left.
 */
export function rowsOf(items: DescriptionsItem[], column: number): DescriptionsItem[][] {
  const rows: DescriptionsItem[][] = [];
  let row: DescriptionsItem[] = [];
  let count = 0;
  for (const item of items) {
    const rest = column - count;
    count += item.span ?? 1;
    if (count >= column) {
      row.push(count > column ? { ...item, span: rest } : item);
      rows.push(row);
      row = [];
      count = 0;
    } else row.push(item);
  }
  if (row.length > 0) rows.push(row);
  return rows.map((cells) => {
    const used = cells.reduce((sum, item) => sum + (item.span ?? 1), 0);
    if (used >= column) return cells;
    const last = cells.at(-1) as DescriptionsItem;
    return [...cells.slice(0, -1), { ...last, span: column - (used - (last.span ?? 1)) }];
  });
}

/**
 * antd's Descriptions as the detail draws it (bordered, size small), without antd: a table whose rows hold
 * a label cell (th) and a value cell (td) per item, as antd's markup has them (descriptions.css).
 */
export function Descriptions({ items, column }: DescriptionsProps) {
  return (
    <div className="plain-descriptions">
      <div className="plain-descriptions__view">
        <table>
          <tbody>
            {rowsOf(items, column).map((row) => (
              <tr key={row[0]?.key} className="plain-descriptions__row">
                {row.flatMap((item) => [
                  <th key={`label-${item.key}`} className="plain-descriptions__label">
                    {item.label}
                  </th>,
                  <td
                    key={`content-${item.key}`}
                    className="plain-descriptions__content"
                    colSpan={(item.span ?? 1) * 2 - 1}
                  >
                    {item.children}
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
