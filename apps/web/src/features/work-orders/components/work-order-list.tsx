import { Alert, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/lib/api-client';
import { useWorkOrders } from '../api/get-work-orders';
import { useWorkOrderParams } from '../hooks/use-work-order-params';
import { WorkOrderDrawer } from './work-order-drawer';
import { WorkOrderTable } from './work-order-table';

/** /workorder-list: the supplier's work orders with a search, and the detail of the one opened (?wo=). */
export function WorkOrderList() {
  const { t } = useTranslation('work-orders');
  const params = useWorkOrderParams();
  const list = useWorkOrders(params.searchdesc, params.page);
  const [text, setText] = useState(params.searchdesc);
  // The box follows the URL when Back/Forward change the search.
  useEffect(() => setText(params.searchdesc), [params.searchdesc]);

  return (
    <div className="tp-wo-list">
      <Link to="/homepage" className="tp-wo-home">
        <span aria-hidden="true">←</span> {t('list.returnHome')}
      </Link>
      <Typography.Title level={1}>{t('list.title')}</Typography.Title>
      <Input.Search
        className="tp-wo-search"
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        enterButton={t('list.search')}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => params.search(value)}
      />
      {list.isError ? <Alert type="error" showIcon title={errorText(list.error)} /> : null}
      <WorkOrderTable
        rows={list.data?.woResList ?? []}
        total={list.data?.totalcount ?? 0}
        page={params.page}
        loading={list.isFetching}
        onPage={params.goToPage}
        onOpen={params.open}
      />
      <WorkOrderDrawer wonum={params.wonum} onClose={params.close} />
    </div>
  );
}
