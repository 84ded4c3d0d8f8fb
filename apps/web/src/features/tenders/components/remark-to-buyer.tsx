import { COMMENT_MAX_LENGTH } from '@tender/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/plain/textarea';
import './submission.css';

interface RemarkToBuyerProps {
  value: string;
  disabled: boolean;
  /** The final discount rate is over 100% and the remark is blank (spec 5). */
  required: boolean;
  onChange: (value: string) => void;
  /** Leaving the box saves the remark in the background, like a line. */
  onBlur: () => void;
}

/** Under price negotiation, the supplier's remark to the buyer (commentstojll), sent with save and submit. */
export const RemarkToBuyer = memo(function RemarkToBuyer({
  value,
  disabled,
  required,
  onChange,
  onBlur,
}: RemarkToBuyerProps) {
  const { t } = useTranslation('tenders');
  return (
    <div className="tp-remark-to-buyer">
      <label htmlFor="tp-remark-to-buyer" className="tp-field-label">
        {t('negotiation.remark')}
      </label>
      <TextArea
        id="tp-remark-to-buyer"
        value={value}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        disabled={disabled}
        status={required ? 'error' : undefined}
        aria-invalid={required || undefined}
        aria-describedby="tp-remark-to-buyer-hint"
        placeholder={t('negotiation.remarkPlaceholder')}
        onChange={onChange}
        onBlur={onBlur}
      />
      <p id="tp-remark-to-buyer-hint" className="tp-required-hint">
        {t(required ? 'submit.problems.discountRemark' : 'negotiation.remarkHint')}
      </p>
    </div>
  );
});
