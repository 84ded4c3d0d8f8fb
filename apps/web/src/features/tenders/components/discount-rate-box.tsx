import { clampDiscountRate, DISCOUNT_RATE_MAX } from '@tender/domain';
import { App, Button, Input, Space, Tooltip } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DiscountRateBoxProps {
  disabled: boolean;
  onApply: (rate: string) => void;
  /** Lines whose own discount the rate would overwrite (other than the default 100 and the rate itself). */
  countOwnDiscounts?: (rate: string, previousRate?: string) => number;
}

/**
 * Under price negotiation, one rate (0..100, 2 decimals) applied to every entry line's discount. It asks
 * first when some line carries a discount the supplier typed (issue 12).
 */
export const DiscountRateBox = memo(function DiscountRateBox({
  disabled,
  onApply,
  countOwnDiscounts,
}: DiscountRateBoxProps) {
  const { t } = useTranslation('tenders');
  const { modal } = App.useApp();
  const [text, setText] = useState('');
  // What GO set last: lines still holding it were not changed by hand.
  const [applied, setApplied] = useState<string | undefined>(undefined);

  const apply = () => {
    const rate = clampDiscountRate(text);
    if (rate === '') return;
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
    modal.confirm({
      title: t('negotiation.goConfirmTitle'),
      content: t('negotiation.goConfirm', { count: own, rate }),
      okText: t('negotiation.goConfirmOk'),
      cancelText: t('actions.cancel'),
      onOk: go,
    });
  };

  return (
    <Space.Compact className="tp-discount-rate">
      <Space.Addon>
        <Tooltip title={t('negotiation.discountHelp')}>
          <label htmlFor="tp-discount-rate-input">{t('detail.discountRate')}</label>
        </Tooltip>
      </Space.Addon>
      <Input
        id="tp-discount-rate-input"
        value={text}
        disabled={disabled}
        inputMode="decimal"
        aria-describedby="tp-discount-rate-help"
        placeholder={t('detail.discountRatePlaceholder', { max: DISCOUNT_RATE_MAX })}
        suffix="%"
        onChange={(event) => setText(event.target.value)}
        onPressEnter={apply}
      />
      <span id="tp-discount-rate-help" hidden>
        {t('negotiation.discountHelp')}
      </span>
      <Button type="primary" disabled={disabled || text.trim() === ''} onClick={apply}>
        {t('detail.go')}
      </Button>
    </Space.Compact>
  );
});
