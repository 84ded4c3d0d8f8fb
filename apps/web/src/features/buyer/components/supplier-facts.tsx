import { WarningOutlined } from '@ant-design/icons';
import type { BuyerSupplierItem } from '@tender/api-contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A found supplier's service scopes, expired certificates and licences, and (`users`, in the invite dialog)
 * how many portal accounts would receive the invitation.
 */
export function SupplierFacts({ supplier, users = true }: { supplier: BuyerSupplierItem; users?: boolean }) {
  const { t } = useTranslation('buyer');
  return (
    <div className="tp-bt-pick__facts">
      {supplier.scopes.length > 0 ? (
        <div className="tp-bt-pick__scopes">
          <span className="tp-bt-pick__label">{t('invite.scopes')}</span>
          {supplier.scopes.map((scope) => (
            <Tag key={scope.svcscope}>{scope.description || scope.svcscope}</Tag>
          ))}
        </div>
      ) : null}
      {supplier.expired.map((item) => (
        <div key={`${item.kind}-${item.name}-${item.expiry}`} className="tp-bt-pick__expired">
          <WarningOutlined aria-hidden />{' '}
          {t(item.kind === 'certificate' ? 'invite.expiredCertificate' : 'invite.expiredLicence', {
            name: item.name,
            expiry: item.expiry,
          })}
        </div>
      ))}
      {users ? (
        <div className={supplier.users === 0 ? 'tp-bt-pick__expired' : 'tp-bt-pick__users'}>
          {supplier.users === 0 ? (
            <>
              <WarningOutlined aria-hidden /> {t('invite.noUsers')}
            </>
          ) : (
            t('invite.users', { count: supplier.users })
          )}
        </div>
      ) : null}
    </div>
  );
}
