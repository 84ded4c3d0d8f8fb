import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_CIRCLE } from '@/components/plain/detail-icons';
import { Icon } from '@/components/plain/icons';
import { Tooltip } from '@/components/plain/tooltip';
import { useHiddenCopy } from '@/hooks/use-hidden-copy';
import type { LineColumn } from '../lib/line-cells';

interface LineColumnTitleProps {
  column: LineColumn;
  /** The column's usual title key (lines.*). */
  titleKey: string;
  priceNegotiation: boolean;
}

/**
 * A column heading of the items table. Under price negotiation the price and total come from the earlier
 * round and are read-only, so they say so; the discount says what its number means (issue 12).
 */
export function LineColumnTitle({ column, titleKey, priceNegotiation }: LineColumnTitleProps) {
  const { t } = useTranslation('tenders');
  const title = useRef<HTMLSpanElement>(null);
  // The table repeats its headings in a hidden row to measure them: that copy's help is not focusable.
  const hiddenCopy = useHiddenCopy(title);
  if (priceNegotiation && column === 'unitprice') return t('negotiation.earlierPrice');
  if (priceNegotiation && column === 'total') return t('negotiation.earlierTotal');
  if (column !== 'disc') return t(titleKey);
  const help = t('negotiation.discountHelp');
  return (
    <span className="tp-nowrap" ref={title}>
      {t('negotiation.discountTitle')}{' '}
      <Tooltip title={help}>
        <span role="img" aria-label={help} tabIndex={hiddenCopy ? undefined : 0} className="tp-column-help">
          <Icon name={QUESTION_CIRCLE} />
        </span>
      </Tooltip>
    </span>
  );
}
