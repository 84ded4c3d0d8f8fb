import type { LineProblem } from '@tender/domain';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import type { SaveOutcome as Outcome } from '../hooks/use-quotation-actions';
import './submission.css';

const PROBLEMS: LineProblem[] = ['price', 'total', 'quantity', 'notes'];

interface SaveOutcomeProps {
  outcome: Outcome;
  onNext: () => void;
  onClose: () => void;
}

/** 'Saved 14:32 HKT. 1,998 lines still need a unit price. Next >' after an explicit Save (issue 12). */
export function SaveOutcome({ outcome, onNext, onClose }: SaveOutcomeProps) {
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();
  // 'YYYY-MM-DD hh:mm:ss LABEL' in the group's zone: the time of day is enough here.
  const time = `${clock.dateTime(outcome.at).split(' ')[1]?.slice(0, 5) ?? ''} ${clock.label}`;
  const still = PROBLEMS.filter((problem) => outcome.missing[problem] > 0).map((problem) =>
    t(`saveOutcome.missing.${problem}`, {
      count: outcome.missing[problem],
      formatted: outcome.missing[problem].toLocaleString('en-US'),
    }),
  );
  const complete = still.length === 0;

  return (
    <Alert
      type={complete ? 'success' : 'info'}
      showIcon
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
