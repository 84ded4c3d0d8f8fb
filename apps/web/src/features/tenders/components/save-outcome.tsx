import { countMissing, type LineProblem } from '@tender/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';
import { Button } from '@/components/plain/button';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useIssues } from '../hooks/use-line-editor';
import type { SaveOutcome as Outcome } from '../hooks/use-quotation-actions';
import type { LineStore } from '../lib/line-store';
import './submission.css';

const PROBLEMS: LineProblem[] = ['price', 'total', 'quantity', 'notes'];

interface SaveOutcomeProps {
  outcome: Outcome;
  /** The lines: what a submission still lacks is counted from them, as the Needs-attention count is. */
  store: LineStore;
  onNext: () => void;
  onClose: () => void;
}

/**
 * 'Saved 14:32 HKT. 1,998 lines still need a unit price. Next >' after an explicit Save (issue 12). The
 * counts follow the supplier's typing, so the banner and the Needs-attention count never disagree (issue
 * 35, item 2); they are counted again only when a line's issues change, not on every keystroke.
 */
export function SaveOutcome({ outcome, store, onNext, onClose }: SaveOutcomeProps) {
  const { t } = useTranslation('tenders');
  const issues = useIssues(store);
  const missing = useMemo(() => countMissing([...issues.values()]), [issues]);
  const clock = useSiteClock();
  // 'YYYY-MM-DD hh:mm:ss LABEL' in the group's zone: the time of day is enough here.
  const time = `${clock.dateTime(outcome.at).split(' ')[1]?.slice(0, 5) ?? ''} ${clock.label}`;
  const still = PROBLEMS.filter((problem) => missing[problem] > 0).map((problem) =>
    t(`saveOutcome.missing.${problem}`, {
      count: missing[problem],
      formatted: missing[problem].toLocaleString('en-US'),
    }),
  );
  const complete = still.length === 0;

  return (
    <Alert
      type={complete ? 'success' : 'info'}
      className="tp-block"
      data-testid="save-outcome"
      closable={{ onClose, 'aria-label': t('submit.close') }}
      title={
        <span className="tp-save-outcome">
          <span>
            {t('saveOutcome.savedAt', { time })} {complete ? t('saveOutcome.complete') : still.join(' ')}
          </span>
          {complete ? null : (
            <Button size="small" onClick={onNext}>
              {t('saveOutcome.next')}
            </Button>
          )}
        </span>
      }
    />
  );
}
