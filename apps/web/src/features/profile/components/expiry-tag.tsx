import type { ExpiryState } from '@tender/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Red for an expired certificate, amber for one expiring within 30 days; nothing otherwise. */
export function ExpiryTag({ state }: { state: ExpiryState | null }) {
  const { t } = useTranslation('profile');
  if (state === 'expired') {
    return (
      <Tag color="red" className="tp-expiry-tag" data-state="expired">
        {t('expiry.expired')}
      </Tag>
    );
  }
  if (state === 'expiring') {
    return (
      <Tag color="gold" className="tp-expiry-tag" data-state="expiring">
        {t('expiry.expiring')}
      </Tag>
    );
  }
  return null;
}
