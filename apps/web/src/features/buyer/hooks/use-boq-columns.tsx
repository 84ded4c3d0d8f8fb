import { ArrowDownOutlined, ArrowUpOutlined, MoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Input, Popover, Select, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoqLine, LineKind } from '../lib/boq-lines';
import type { LineProblem } from '../lib/boq-problems';

/** The flags of a line shown as check boxes, in two groups. */
const FORMAT_FLAGS = ['header', 'bold', 'underline'] as const;
const REQUIRED_FLAGS = ['required', 'qtyrequired', 'totalamountreq', 'neednotes'] as const;
type FlagKey = (typeof FORMAT_FLAGS)[number] | (typeof REQUIRED_FLAGS)[number];

/** The grid's width: every column's, so it scrolls sideways inside its box, never the page. */
export const BOQ_GRID_WIDTH =
  104 + 84 + 280 + 220 + 90 + 110 + 200 + 180 + 80 * 3 + 80 * 2 + 92 * 2 + 100 + 240;

/** The cell a problem is shown at (where the cursor goes for it). */
export const PROBLEM_CELL: Record<LineProblem, string> = {
  'duplicate-seqno': 'seqno',
  'no-seqno': 'seqno',
  'sum-self': 'sumOf',
  'sum-missing': 'sumOf',
  'sum-cycle': 'sumOf',
  'sum-empty': 'sumOf',
  'sum-syntax': 'sumOf',
  'no-description': 'description',
  quantity: 'quantity',
  'quantity-negative': 'quantity',
  'quantity-decimals': 'quantity',
  'quantity-invalid': 'quantity',
  disc: 'disc',
  server: 'description',
};

/** The cells Enter moves down in, in the grid's order. */
export const CELL_ATTRIBUTE = 'data-boq-cell';

export function cellSelector(key: string, column: string): string {
  return `[${CELL_ATTRIBUTE}="${CSS.escape(`${key}:${column}`)}"]`;
}

/** The bill being edited, and what its grid's cells and row buttons do to it. */
export interface BoqLineEditing {
  lines: readonly BoqLine[];
  problems: ReadonlyMap<string, readonly LineProblem[]>;
  onLineChange: (key: string, patch: Partial<BoqLine>) => void;
  onInsert: (index: number) => void;
  onDelete: (key: string) => void;
  onMove: (index: number, direction: -1 | 1) => void;
  /** The line the cursor is on: the toolbar's Insert, Delete and Move act on it. */
  onCurrentLine: (key: string) => void;
}

interface BoqColumnsOptions extends BoqLineEditing {
  /** Below 992 px: no pinned columns (they would cover the screen), everything scrolls together. */
  narrow: boolean;
}

/**
 * The columns of the bill's grid: the row buttons (for the mouse: the toolbar does the same for the line
 * the cursor is on), the line's cells, its flags, and its problems in words.
 */
export function useBoqColumns(options: BoqColumnsOptions): TableColumnsType<BoqLine> {
  const { lines, problems, onLineChange, onInsert, onDelete, onMove, onCurrentLine, narrow } = options;
  const { t } = useTranslation('buyer');
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
      // A quantity x price line's total is computed, never typed: the supplier need not fill it, and the
      // line is required only when its price is (issue 35, item 11; the supplier's page says the same).
      <Checkbox
        {...cellProps(
          line,
          column,
          t(
            column === 'totalamountreq' && line.kind === 'qty'
              ? 'boq.flagComputed'
              : `boq.flagLabel.${column}`,
          ),
        )}
        checked={column === 'totalamountreq' && line.kind === 'qty' ? false : line[column]}
        disabled={column === 'totalamountreq' && line.kind === 'qty'}
        title={column === 'totalamountreq' && line.kind === 'qty' ? t('boq.flagComputed') : undefined}
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

  return columns;
}
