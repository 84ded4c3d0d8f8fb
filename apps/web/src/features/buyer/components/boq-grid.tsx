import { Table, type TableRef } from 'antd';
import { type KeyboardEvent, type Ref, useCallback, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardLayout } from '@/hooks/use-media-query';
import {
  BOQ_GRID_WIDTH,
  type BoqLineEditing,
  CELL_ATTRIBUTE,
  cellSelector,
  PROBLEM_CELL,
  useBoqColumns,
} from '../hooks/use-boq-columns';
import type { BoqLine } from '../lib/boq-lines';

/** Each row is this tall whatever it holds, so a virtualised bill of hundreds of lines scrolls evenly. */
export const BOQ_ROW_HEIGHT = 44;
/** The grid's own scroll area: it scrolls inside the page, the page never sideways. */
const GRID_HEIGHT = 520;

export interface BoqGridHandle {
  /** Scrolls to a line and puts the cursor in its first cell with a problem (or its description). */
  focusLine: (key: string) => void;
}

export interface BoqGridProps extends BoqLineEditing {
  currentKey: string | null;
  ref?: Ref<BoqGridHandle>;
}

/**
 * The bill of quantities as an editable grid (issue 17, screen 2): one row per line, rows of one height
 * in a virtualised table, so 300 lines or 3,000 edit alike. Enter moves down a column; Tab visits the
 * editable cells only (the row buttons are for the mouse: the toolbar above does the same for the line
 * the cursor is on). Each line's problems are written beside it, not shown by colour alone.
 */
export function BoqGrid(props: BoqGridProps) {
  const { lines, problems, onLineChange, onInsert, onDelete, onMove, onCurrentLine, currentKey } = props;
  const { t } = useTranslation('buyer');
  const tableRef = useRef<TableRef>(null);
  // Below 992 px pinned columns would cover the screen: everything scrolls together there.
  const narrow = useCardLayout();
  const wrapRef = useRef<HTMLDivElement>(null);

  const focusCell = (key: string, column: string) => {
    const index = lines.findIndex((line) => line.key === key);
    if (index < 0) return;
    const find = () => wrapRef.current?.querySelector<HTMLElement>(cellSelector(key, column));
    const found = find();
    if (found) {
      found.focus();
      return;
    }
    tableRef.current?.scrollTo({ index, align: 'start' });
    // The row is rendered once the virtual list has scrolled to it.
    let tries = 0;
    const retry = () => {
      const element = find();
      if (element) element.focus();
      else if (tries++ < 10) requestAnimationFrame(retry);
    };
    requestAnimationFrame(retry);
  };

  useImperativeHandle(props.ref, () => ({
    focusLine: (key: string) => {
      const first = problems.get(key)?.[0];
      focusCell(key, first ? (PROBLEM_CELL[first] ?? 'description') : 'description');
    },
  }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const cell = target.getAttribute(CELL_ATTRIBUTE);
    // A select's Enter opens or picks from its list: leave it to the select.
    if (!cell || target.getAttribute('role') === 'combobox') return;
    const [key, column] = cell.split(':') as [string, string];
    const index = lines.findIndex((line) => line.key === key);
    const next = lines[index + 1];
    event.preventDefault();
    if (next) focusCell(next.key, column);
  };

  // Issue 35, item 12: the virtual table scrolls sideways by an offset of its own, which its column titles
  // follow. Focus moving to a cell out of view (Tab across a line) scrolls the rows' box natively instead,
  // and the titles stayed where they were, over the wrong columns. Such a native scroll is turned into the
  // table's own offset, titles included.
  // Attached with the grid's box, which is there only once the bill has a line.
  const attachWrap = useCallback((wrap: HTMLDivElement | null) => {
    wrapRef.current = wrap;
    if (!wrap) return;
    const onScroll = (event: Event) => {
      // The box that clips the rows: the parent of the rows' inner box, which carries the table's offset.
      const box = event.target;
      const inner = box instanceof HTMLElement ? box.firstElementChild : null;
      if (
        !(inner instanceof HTMLElement) ||
        !inner.classList.contains('ant-table-tbody-virtual-holder-inner')
      ) {
        return;
      }
      const shift = (box as HTMLElement).scrollLeft;
      if (shift === 0) return;
      (box as HTMLElement).scrollLeft = 0;
      const left = -Number.parseFloat(inner.style.marginLeft || '0') + shift;
      // `left` reaches the virtual list through the table's scrollTo, though antd's type names only rows.
      tableRef.current?.scrollTo({ left } as Parameters<TableRef['scrollTo']>[0]);
      const header = wrap.querySelector<HTMLElement>('.ant-table-header');
      if (header) header.scrollLeft = left;
    };
    wrap.addEventListener('scroll', onScroll, true);
    return () => wrap.removeEventListener('scroll', onScroll, true);
  }, []);

  const columns = useBoqColumns({
    lines,
    problems,
    onLineChange,
    onInsert,
    onDelete,
    onMove,
    onCurrentLine,
    narrow,
  });

  if (lines.length === 0) return <p className="tp-boq-empty">{t('boq.empty')}</p>;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter is handled for the cells inside, which are the controls.
    <div ref={attachWrap} className="tp-boq-grid" onKeyDown={onKeyDown}>
      <Table<BoqLine>
        ref={tableRef}
        virtual
        size="small"
        bordered
        rowKey="key"
        columns={columns}
        dataSource={lines as BoqLine[]}
        pagination={false}
        scroll={{ x: BOQ_GRID_WIDTH, y: GRID_HEIGHT }}
        rowClassName={(line) =>
          [
            problems.has(line.key) ? 'tp-boq-row--problem' : '',
            line.key === currentKey ? 'tp-boq-row--current' : '',
            line.header ? 'tp-boq-row--header' : '',
          ]
            .filter(Boolean)
            .join(' ')
        }
      />
    </div>
  );
}
