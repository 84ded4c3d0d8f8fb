import { checkRatePayable, DISCOUNT_RATE_MAX, DISCOUNT_RATE_MIN, normalizeRatePayable } from '@tender/domain';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showModal } from '@/components/modal';
import { Button } from '@/components/plain/button';
import { TextInput } from '@/components/plain/input';
import { Tooltip } from '@/components/plain/tooltip';
import { ratePreviewText } from '../lib/rate-preview-text';
import { CellMessage, CellNote } from './line-cell-parts';
import '@/components/plain/field.css';

interface DiscountRateBoxProps {
  disabled: boolean;
  onApply: (rate: string) => void;
  /** Lines whose own discount the rate would overwrite (other than the default 100 and the rate itself). */
  countOwnDiscounts?: (rate: string, previousRate?: string) => number;
}

const MESSAGE_ID = 'tp-discount-rate-message';
const NOTE_ID = 'tp-discount-rate-note';

/**
 * Under price negotiation, one rate payable applied to every entry line's discount. It takes a rate by the
 * rule a line's own field and the server take (checkRatePayable: 0 to 100, 2 decimals), refuses anything
 * else with the same message, says what the rate means as it is typed, and warns under 50 % (issue 35,
 * item 1). It asks first when some line carries a discount the supplier typed (issue 12).
 */
export const DiscountRateBox = memo(function DiscountRateBox({
  disabled,
  onApply,
  countOwnDiscounts,
}: DiscountRateBoxProps) {
  const { t } = useTranslation('tenders');
  const [text, setText] = useState('');
  // A refused rate's reason shows once GO is pressed (as a line's shows once its cell is left).
  const [tried, setTried] = useState(false);
  // What GO set last: lines still holding it were not changed by hand.
  const [applied, setApplied] = useState<string | undefined>(undefined);
  const problem = checkRatePayable(text);
  const message = tried && problem ? t(`grid.refused.${problem}`) : null;
  const preview = text.trim() === '' || problem ? null : ratePreviewText(t, text);

  const apply = () => {
    setTried(true);
    const rate = normalizeRatePayable(text);
    if (rate === null) return;
    setText(rate);
    const go = () => {
      setApplied(rate);
      onApply(rate);
    };
    const own = countOwnDiscounts?.(rate, applied) ?? 0;
    if (own === 0) {
      go();
      return;
    }
    showModal('confirm', {
      title: t('negotiation.goConfirmTitle'),
      content: t('negotiation.goConfirm', { count: own, rate }),
      okText: t('negotiation.goConfirmOk'),
      cancelText: t('actions.cancel'),
      onOk: go,
    });
  };

  const describedBy = ['tp-discount-rate-help', message ? MESSAGE_ID : preview ? NOTE_ID : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="tp-discount-rate">
      <span className="plain-compact">
        <span className="plain-addon">
          <Tooltip title={t('negotiation.discountHelp')}>
            <label htmlFor="tp-discount-rate-input">{t('detail.discountRate')}</label>
          </Tooltip>
        </span>
        <TextInput
          id="tp-discount-rate-input"
          value={text}
          disabled={disabled}
          inputMode="decimal"
          status={message ? 'error' : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          placeholder={t('detail.discountRatePlaceholder', {
            min: DISCOUNT_RATE_MIN,
            max: DISCOUNT_RATE_MAX,
          })}
          suffix="%"
          onChange={(value) => {
            setText(value);
            setTried(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) apply();
          }}
        />
        <Button variant="primary" disabled={disabled || text.trim() === ''} onClick={apply}>
          {t('detail.go')}
        </Button>
      </span>
      <span id="tp-discount-rate-help" hidden>
        {t('negotiation.discountHelp')}
      </span>
      {message ? <CellMessage id={MESSAGE_ID} text={message} /> : null}
      {!message && preview ? <CellNote id={NOTE_ID} hint={preview.effect} warning={preview.warning} /> : null}
    </div>
  );
});
