import { clampDiscountRate, DISCOUNT_RATE_MAX } from '@tender/domain';
import { Button, Input, Space } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DiscountRateBoxProps {
  disabled: boolean;
  onApply: (rate: string) => void;
}

/** Under price negotiation, one rate (0..100, 2 decimals) applied to every entry line's discount. */
export const DiscountRateBox = memo(function DiscountRateBox({ disabled, onApply }: DiscountRateBoxProps) {
  const { t } = useTranslation('tenders');
  const [text, setText] = useState('');

  const apply = () => {
    const rate = clampDiscountRate(text);
    if (rate === '') return;
    setText(rate);
    onApply(rate);
  };

  return (
    <Space.Compact className="tp-discount-rate">
      <Space.Addon>
        <label htmlFor="tp-discount-rate-input">{t('detail.discountRate')}</label>
      </Space.Addon>
      <Input
        id="tp-discount-rate-input"
        value={text}
        disabled={disabled}
        inputMode="decimal"
        placeholder={t('detail.discountRatePlaceholder', { max: DISCOUNT_RATE_MAX })}
        suffix="%"
        onChange={(event) => setText(event.target.value)}
        onPressEnter={apply}
      />
      <Button type="primary" disabled={disabled || text.trim() === ''} onClick={apply}>
        {t('detail.go')}
      </Button>
    </Space.Compact>
  );
});
