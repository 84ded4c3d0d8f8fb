import { ArrowDownOutlined, ArrowUpOutlined, MoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  Dropdown,
  Input,
  Popover,
  Select,
  Table,
  type TableColumnsType,
  type TableRef,
} from 'antd';
import { type KeyboardEvent, type Ref, useImperativeHandle, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardLayout } from '@/hooks/use-media-query';
import type { BoqLine, LineKind } from '../lib/boq-lines';
import type { LineProblem } from '../lib/boq-problems';

/** The flags of a line shown as check boxes, in two groups. */
const FORMAT_FLAGS = ['header', 'bold', 'underline'] as const;
const REQUIRED_FLAGS = ['required', 'qtyrequired', 'totalamountreq', 'neednotes'] as const;
type FlagKey = (typeof FORMAT_FLAGS)[number] | (typeof REQUIRED_FLAGS)[number];

/** Each row is this tall whatever it holds, so a virtualised bill of hundreds of lines scrolls evenly. */
export const BOQ_ROW_HEIGHT = 44;
/** The grid's own scroll area: it scrolls inside the page, the page never sideways. */
const GRID_HEIGHT = 520;

export interface BoqGridHandle {
  /** Scrolls to a line and puts the cursor in its first cell with a problem (or its description). */
  focusLine: (key: string) => void;
}

export interface BoqGridProps {
  lines: readonly BoqLine[];
  problems: ReadonlyMap<string, readonly LineProblem[]>;
  onLineChange: (key: string, patch: Partial<BoqLine>) => void;
  onInsert: (index: number) => void;
  onDelete: (key: string) => void;
  onMove: (index: number, direction: -1 | 1) => void;
  /** The line the cursor is on: the toolbar's Insert, Delete and Move act on it. */
  onCurrentLine: (key: string) => void;
  currentKey: string | null;
  ref?: Ref<BoqGridHandle>;
}

/** The cell a problem is shown at (where the cursor goes for it). */
const PROBLEM_CELL: Record<LineProblem, string> = {
  'duplicate-seqno': 'seqno',
  'no-seqno': 'seqno',
  'sum-self': 'sumOf',
  'sum-missing': 'sumOf',
  'sum-cycle': 'sumOf',
  'sum-empty': 'sumOf',
  'sum-syntax': 'sumOf',
  'no-description': 'description',
  quantity: 'quantity',
  disc: 'disc',
  server: 'description',
};

/** The cells Enter moves down in, in the grid's order. */
const CELL_ATTRIBUTE = 'data-boq-cell';

function cellSelector(key: string, column: string): string {
  return `[${CELL_ATTRIBUTE}="${CSS.escape(`${key}:${column}`)}"]`;
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

  const cellProps = (line: BoqLine, column: string, label: string) => ({
    [CELL_ATTRIBUTE]: `${line.key}:${column}`,
    'aria-label': t('boq.cellLabel', { column: label, seqno: line.seqno ?? '?' }),
    onFocus: () => onCurrentLine(line.key),
  });

  const hasProblemAt = (line: BoqLine, column: string) =>
    (problems.get(line.key) ?? []).some((problem) => PROBLEM_CELL[problem] === column);
  const status = (line: BoqLine, column: string) => (hasProblemAt(line, column) ? 'error' : undefined);

  const kindOptions = useMemo(
    () => (['entry', 'qty', 'sum'] as const).map((value) => ({ value, label: t(`boq.kind.${value}`) })),
    [t],
  );

  const text = (
    column: 'description' | 'longdesc' | 'unit' | 'quantity' | 'disc',
    title: string,
    width: number,
  ) => ({
    key: column,
    title,
    width,
    render: (_: unknown, line: BoqLine) => (
      <Input
        {...cellProps(line, column, title)}
        value={line[column]}
        status={status(line, column)}
        inputMode={column === 'quantity' || column === 'disc' ? 'decimal' : undefined}
        className={
          column === 'description'
            ? [line.bold || line.header ? 'tp-boq-strong' : '', line.underline ? 'tp-boq-underline' : '']
                .filter(Boolean)
                .join(' ') || undefined
            : undefined
        }
        onChange={(event) => onLineChange(line.key, { [column]: event.target.value })}
      />
    ),
  });

  const flag = (column: FlagKey) => ({
    key: column,
    title: t(`boq.flag.${column}`),
    width: column === 'totalamountreq' || column === 'qtyrequired' ? 92 : 80,
    align: 'center' as const,
    render: (_: unknown, line: BoqLine) => (
      <Checkbox
        {...cellProps(line, column, t(`boq.flagLabel.${column}`))}
        checked={line[column] || (column === 'totalamountreq' && line.kind === 'qty')}
        disabled={column === 'totalamountreq' && line.kind === 'qty'}
        onChange={(event) => {
          const checked = event.target.checked;
          // A header row has no total: its Total By goes back to an entered one (which it never gets).
          onLineChange(
            line.key,
            column === 'header' && checked ? { header: true, kind: 'entry' } : { [column]: checked },
          );
        }}
      />
    ),
  });

  const sumPicker = (line: BoqLine) => {
    const chosen = (line.sumOf.match(/\d+/g) ?? []).map(Number);
    const choices = lines
      .filter((other) => other.key !== line.key && other.seqno !== null && !other.header)
      .map((other) => ({
        value: other.seqno as number,
        label: `${other.seqno} · ${other.description || t('boq.untitled')}`,
      }));
    return (
      <Select<number[]>
        mode="multiple"
        className="tp-boq-sum-picker"
        aria-label={t('boq.sumPickerLabel', { seqno: line.seqno ?? '?' })}
        value={chosen}
        options={choices}
        optionFilterProp="label"
        placeholder={t('boq.sumPickerPlaceholder')}
        onChange={(values) =>
          onLineChange(line.key, { sumOf: [...values].sort((a, b) => a - b).join('+'), kind: 'sum' })
        }
      />
    );
  };

  const columns: TableColumnsType<BoqLine> = [
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('boq.actions')}</span>,
      width: 104,
      fixed: narrow ? undefined : 'left',
      render: (_, line, index) => (
        <div className="tp-boq-row-actions">
          <Button
            size="small"
            type="text"
            tabIndex={-1}
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('boq.moveUpLine', { seqno: line.seqno ?? '?' })}
            onClick={() => onMove(index, -1)}
          />
          <Button
            size="small"
            type="text"
            tabIndex={-1}
            icon={<ArrowDownOutlined />}
            disabled={index === lines.length - 1}
            aria-label={t('boq.moveDownLine', { seqno: line.seqno ?? '?' })}
            onClick={() => onMove(index, 1)}
          />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'above', label: t('boq.insertAbove') },
                { key: 'below', label: t('boq.insertBelow') },
                { type: 'divider' },
                { key: 'delete', label: t('boq.deleteLine'), danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'above') onInsert(index);
                else if (key === 'below') onInsert(index + 1);
                else onDelete(line.key);
              },
            }}
          >
            <Button
              size="small"
              type="text"
              tabIndex={-1}
              icon={<MoreOutlined />}
              aria-label={t('boq.moreLine', { seqno: line.seqno ?? '?' })}
            />
          </Dropdown>
        </div>
      ),
    },
    {
      key: 'seqno',
      title: t('boq.seqno'),
      width: 84,
      fixed: narrow ? undefined : 'left',
      render: (_, line) => (
        <Input
          {...cellProps(line, 'seqno', t('boq.seqno'))}
          value={line.seqno === null ? '' : String(line.seqno)}
          status={status(line, 'seqno')}
          inputMode="numeric"
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
            onLineChange(line.key, { seqno: digits === '' ? null : Number(digits) });
          }}
        />
      ),
    },
    text('description', t('boq.description'), 280),
    text('longdesc', t('boq.longdesc'), 220),
    text('unit', t('boq.unit'), 90),
    text('quantity', t('boq.quantity'), 110),
    {
      key: 'kind',
      title: t('boq.totalBy'),
      width: 200,
      render: (_, line) => (
        <Select<LineKind>
          {...cellProps(line, 'kind', t('boq.totalBy'))}
          className="tp-boq-kind"
          value={line.kind}
          options={kindOptions}
          onChange={(kind) =>
            onLineChange(line.key, kind === 'qty' ? { kind, totalamountreq: true } : { kind })
          }
        />
      ),
    },
    {
      key: 'sumOf',
      title: t('boq.sumOf'),
      width: 180,
      render: (_, line) =>
        line.kind === 'sum' ? (
          <div className="tp-boq-sum">
            <Input
              {...cellProps(line, 'sumOf', t('boq.sumOf'))}
              value={line.sumOf}
              status={status(line, 'sumOf')}
              placeholder="2+3+4"
              onChange={(event) => onLineChange(line.key, { sumOf: event.target.value })}
            />
            <Popover trigger="click" content={sumPicker(line)} title={t('boq.sumPickerTitle')}>
              <Button
                tabIndex={-1}
                icon={<UnorderedListOutlined />}
                aria-label={t('boq.sumPickerOpen', { seqno: line.seqno ?? '?' })}
              />
            </Popover>
          </div>
        ) : (
          <span className="tp-boq-muted">{t('boq.notSum')}</span>
        ),
    },
    { key: 'format', title: t('boq.format'), children: FORMAT_FLAGS.map(flag) },
    { key: 'must', title: t('boq.supplierMust'), children: REQUIRED_FLAGS.map(flag) },
    text('disc', t('boq.disc'), 100),
    {
      key: 'problems',
      title: t('boq.problems'),
      width: 240,
      // Pinned to the right: a line's reason stays in sight however far the grid is scrolled.
      fixed: narrow ? undefined : 'right',
      render: (_, line) => {
        const found = problems.get(line.key) ?? [];
        return found.length === 0 ? null : (
          <span className="tp-boq-problem" data-testid="boq-problem">
            {found.map((problem) => t(`boqProblem.${problem}`)).join(' ')}
          </span>
        );
      },
    },
  ];

  if (lines.length === 0) return <p className="tp-boq-empty">{t('boq.empty')}</p>;

  const width = 104 + 84 + 280 + 220 + 90 + 110 + 200 + 180 + 80 * 3 + 80 * 2 + 92 * 2 + 100 + 240;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter is handled for the cells inside, which are the controls.
    <div ref={wrapRef} className="tp-boq-grid" onKeyDown={onKeyDown}>
      <Table<BoqLine>
        ref={tableRef}
        virtual
        size="small"
        bordered
        rowKey="key"
        columns={columns}
        dataSource={lines as BoqLine[]}
        pagination={false}
        scroll={{ x: width, y: GRID_HEIGHT }}
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
