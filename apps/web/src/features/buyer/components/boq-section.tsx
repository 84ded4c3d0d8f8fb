import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  FileExcelOutlined,
  OrderedListOutlined,
  PlusOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { useBoqLines } from '../hooks/use-boq-lines';
import { BOQ_HOME_ANCHOR, nextProblemKey } from '../lib/problem-navigation';
import { BoqGrid, type BoqGridHandle } from './boq-grid';

interface BoqSectionProps {
  boq: ReturnType<typeof useBoqLines>;
  grid: RefObject<BoqGridHandle | null>;
  /** Opens the spreadsheet import. */
  onImport: () => void;
}

/**
 * The editor's bill of quantities: the toolbar acting on the line the cursor is on, the lines needing
 * attention with the way to the next one, and the grid.
 */
export function BoqSection({ boq, grid, onImport }: BoqSectionProps) {
  const { t } = useTranslation('buyer');
  // A new line is focused once the grid has rendered it.
  const focusSoon = (key: string) => requestAnimationFrame(() => grid.current?.focusLine(key));

  const problemCount = boq.problems.size;
  // The line the cursor is in, said in words above the grid too (a phone may not show the last column).
  const currentLine = boq.lines.find((line) => line.key === boq.currentKey);
  const currentProblems =
    currentLine && boq.problems.has(currentLine.key)
      ? t('boq.lineProblems', {
          seqno: currentLine.seqno ?? '?',
          problems: (boq.problems.get(currentLine.key) ?? [])
            .map((problem) => t(`boqProblem.${problem}`))
            .join(' '),
        })
      : undefined;
  const goToNextProblem = () => {
    const key = nextProblemKey(boq.lines, boq.problems, boq.currentKey);
    if (key) grid.current?.focusLine(key);
  };

  return (
    <section className="tp-buyer-section" aria-labelledby={BOQ_HOME_ANCHOR}>
      <div className="tp-buyer-section-head">
        <h2 id={BOQ_HOME_ANCHOR} className="tp-buyer-section-title">
          {t('boq.title')}
        </h2>
        <span className="tp-boq-muted">{t('boq.lineCount', { count: boq.lines.length })}</span>
      </div>
      <div className="tp-boq-toolbar">
        <Button icon={<PlusOutlined />} onClick={() => focusSoon(boq.insert(boq.lines.length))}>
          {t('boq.addLine')}
        </Button>
        <Button
          icon={<VerticalAlignTopOutlined />}
          disabled={boq.currentKey === null}
          onClick={() => focusSoon(boq.insertAtCursor())}
        >
          {t('boq.insertAbove')}
        </Button>
        <Button
          icon={<ArrowUpOutlined />}
          disabled={boq.currentKey === null}
          onClick={() => boq.moveCurrent(-1)}
        >
          {t('boq.moveUp')}
        </Button>
        <Button
          icon={<ArrowDownOutlined />}
          disabled={boq.currentKey === null}
          onClick={() => boq.moveCurrent(1)}
        >
          {t('boq.moveDown')}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={boq.currentKey === null}
          onClick={() => boq.currentKey && boq.remove(boq.currentKey)}
        >
          {t('boq.deleteLine')}
        </Button>
        <Button icon={<OrderedListOutlined />} disabled={boq.lines.length === 0} onClick={boq.renumber}>
          {t('boq.renumber')}
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={onImport}>
          {t('boq.import')}
        </Button>
      </div>
      {problemCount > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="tp-boq-attention"
          title={t('boq.attention', { count: problemCount })}
          description={currentProblems}
          action={
            <Button size="small" onClick={goToNextProblem}>
              {t('boq.nextProblem')}
            </Button>
          }
        />
      ) : null}
      <BoqGrid
        ref={grid}
        lines={boq.lines}
        problems={boq.problems}
        currentKey={boq.currentKey}
        onCurrentLine={boq.setCurrentKey}
        onLineChange={boq.change}
        onInsert={(index) => focusSoon(boq.insert(index))}
        onDelete={boq.remove}
        onMove={boq.move}
      />
      <p className="tp-boq-muted">{t('boq.keyboardHelp')}</p>
    </section>
  );
}
