import { Alert, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSupplierDetail } from '../api/get-supplier-detail';
import { ContactsTab } from '../components/contacts-tab';
import { GeneralInfo } from '../components/general-info';
import { LicencesTab } from '../components/licences-tab';
import { ScopesTab } from '../components/scopes-tab';
import '../profile.css';

const TABS = ['contacts', 'scopes', 'licences'] as const;
type ProfileTab = (typeof TABS)[number];

/** `?tab=scopes|licences&open=<id>` (the home page's certificate links): that tab, that item's drawer. */
function linkedItem(params: URLSearchParams): { tab: ProfileTab; open: number | null } {
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'contacts';
  const open = Number(params.get('open'));
  return { tab, open: tab !== 'contacts' && Number.isSafeInteger(open) && open > 0 ? open : null };
}

/** /mycompanyprofile (spec 2.9): general information, then the Contacts, Scope and BR & CI tabs. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle('profile');
  const [params] = useSearchParams();
  // Read once: the tabs mount when the detail has loaded, and take it as their starting state.
  const [linked] = useState(() => linkedItem(params));
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
            defaultActiveKey={linked.tab}
            items={[
              {
                key: 'contacts',
                label: t('tabs.contacts'),
                children: <ContactsTab contacts={detail.data.contactlist} />,
              },
              {
                key: 'scopes',
                label: t('tabs.scopes'),
                children: (
                  <ScopesTab
                    scopes={detail.data.svcscopelist}
                    initialOpen={linked.tab === 'scopes' ? linked.open : null}
                  />
                ),
              },
              {
                key: 'licences',
                label: t('tabs.licences'),
                children: (
                  <LicencesTab
                    licences={detail.data.licensecertlist}
                    initialOpen={linked.tab === 'licences' ? linked.open : null}
                  />
                ),
              },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
