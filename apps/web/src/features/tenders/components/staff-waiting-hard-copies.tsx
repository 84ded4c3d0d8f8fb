import type { TenderListItem } from '@tender/api-contract';
import { HARD_COPY_WAITING_PAGE_SIZE } from '@tender/domain';
import { Alert, Card, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TenderStatusTag } from '@/components/tender-status-tag';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useHardCopyWaiting } from '../api/get-hard-copy-waiting';
import { staffDetailPath } from '../lib/detail-path';
import type { ListLocationState } from '../lib/list-location';
import './staff-aids.css';

/**
 * The hard-copy tenders of the staff user's site still waiting for their paper quote's prices (issue 18,
 * spec 4.4), earliest closing date first, each a link to its staff detail where the prices are typed in.
 */
export function StaffWaitingHardCopies() {
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const waiting = useHardCopyWaiting(page);
  const total = waiting.data?.totalcount ?? 0;
  const linkState: ListLocationState = { from: `${location.pathname}${location.search}` };
  return (
    <Card
      className="tp-block tp-staff-waiting"
      data-testid="hard-copy-waiting"
      title={
        <h2 className="tp-staff-waiting__title">
          {waiting.data ? t('staff.waitingTitleCount', { count: total }) : t('staff.waitingTitle')}
        </h2>
      }
    >
      <p className="tp-staff-waiting__intro">{t('staff.waitingIntro')}</p>
      {waiting.isError ? <Alert type="error" showIcon title={t('errors.connectFail')} /> : null}
      <List<TenderListItem>
        size="small"
        loading={waiting.isPending || waiting.isPlaceholderData}
        dataSource={waiting.data?.rows ?? []}
        rowKey="udztbnum"
        locale={{ emptyText: t('staff.waitingNone') }}
        renderItem={(row) => (
          <List.Item className="tp-staff-waiting__row" data-testid="hard-copy-waiting-row">
            <div className="tp-staff-waiting__tender">
              <Link to={staffDetailPath(row)} state={linkState}>
                {row.rfqnum}
              </Link>
              <span>{row.tenderdesc}</span>
            </div>
            <div className="tp-staff-waiting__meta">
              <span>
                {row.suppliername} ({row.suppliercode})
              </span>
              <TenderStatusTag status={row.status} statusdesc={row.statusdesc} />
              <span className="tp-staff-waiting__date">
                {t('staff.closing', { date: clock.dateTime(row.enddate) })}
              </span>
            </div>
          </List.Item>
        )}
        pagination={
          total > HARD_COPY_WAITING_PAGE_SIZE
            ? {
                current: page,
                total,
                pageSize: HARD_COPY_WAITING_PAGE_SIZE,
                showSizeChanger: false,
                size: 'small',
                align: 'center',
                onChange: setPage,
              }
            : false
        }
      />
    </Card>
  );
}
