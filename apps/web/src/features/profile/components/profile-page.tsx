import { Alert, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSupplierDetail } from '../api/get-supplier-detail';
import { ContactsTab } from './contacts-tab';
import { GeneralInfo } from './general-info';
import { LicencesTab } from './licences-tab';
import { ScopesTab } from './scopes-tab';

/** My Company Profile (spec 2.9): general information, then the Contacts, Scope and BR & CI tabs. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const detail = useSupplierDetail();
  return (
    <div className="tp-profile">
      <div className="tp-profile-heading">
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Link to="/homepage">{t('returnHome')}</Link>
      </div>
      {detail.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {detail.isPending ? <Skeleton active /> : null}
      {detail.data ? (
        <>
          <GeneralInfo detail={detail.data} />
          <Tabs
            className="tp-profile-block"
            items={[
              {
                key: 'contacts',
                label: t('tabs.contacts'),
                children: <ContactsTab contacts={detail.data.contactlist} />,
              },
              {
                key: 'scopes',
                label: t('tabs.scopes'),
                children: <ScopesTab scopes={detail.data.svcscopelist} />,
              },
              {
                key: 'licences',
                label: t('tabs.licences'),
                children: <LicencesTab licences={detail.data.licensecertlist} />,
              },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
