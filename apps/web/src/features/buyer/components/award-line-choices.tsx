import { formatAmount } from '@tender/domain';
import { Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/plain/select';
import type { AwardableLine, AwardPlan } from '../lib/award-plan';

/** Lines shown at once: a 2,000-line tender is chosen a page at a time, never 2,000 selects in one go. */
export const AWARD_LINES_PAGE = 20;

const NOBODY = '';

interface AwardLineChoicesProps {
  lines: readonly AwardableLine[];
  plan: AwardPlan;
  /** Supplier names by code. */
  names: ReadonlyMap<string, string>;
  onChange: (seqno: number, suppliercode: string | null) => void;
}

/**
 * The winner of each priced entry line, a page at a time: the browser's own select per line (keyboard,
 * screen reader and a phone's picker for free), listing the suppliers who priced it with their amount,
 * the lowest and an award already made marked in words, and "Not awarded".
 */
export function AwardLineChoices({ lines, plan, names, onChange }: AwardLineChoicesProps) {
  const { t } = useTranslation('buyer');
  const [page, setPage] = useState(1);
  const shown = lines.slice((page - 1) * AWARD_LINES_PAGE, page * AWARD_LINES_PAGE);
  return (
    <fieldset className="tp-bt-choice" data-testid="award-lines">
      <legend className="tp-bt-choice__legend">{t('award.lines', { count: lines.length })}</legend>
      <ol className="tp-bt-award-lines">
        {shown.map((line) => {
          const id = `tp-bt-award-line-${line.seqno}`;
          const chosen = plan.get(line.seqno) ?? NOBODY;
          const options = [
            ...line.choices.map((choice) => {
              const marks = [
                choice.lowest ? t('comparison.lowest') : '',
                choice.awarded ? t('comparison.awarded') : '',
              ].filter(Boolean);
              return {
                value: choice.suppliercode,
                label: `${choice.suppliercode} ${names.get(choice.suppliercode) ?? ''} · ${formatAmount(choice.amount)}${
                  marks.length > 0 ? ` (${marks.join(', ')})` : ''
                }`,
              };
            }),
            { value: NOBODY, label: t('award.notAwarded') },
          ];
          return (
            <li key={line.seqno} className="tp-bt-award-line" data-seqno={line.seqno}>
              <label htmlFor={id} className="tp-bt-award-line__label">
                <span className="tp-bt-seqno">{line.seqno}</span> {line.description}
              </label>
              <Select
                id={id}
                className="tp-bt-award-line__select"
                value={chosen}
                options={options}
                onChange={(value) => onChange(line.seqno, value === NOBODY ? null : value)}
              />
            </li>
          );
        })}
      </ol>
      <Pagination
        current={page}
        pageSize={AWARD_LINES_PAGE}
        total={lines.length}
        showSizeChanger={false}
        hideOnSinglePage
        size="small"
        onChange={setPage}
      />
    </fieldset>
  );
}
