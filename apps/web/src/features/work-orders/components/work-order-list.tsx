import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyDialog } from '@/components/lazy-dialog';
import { Alert } from '@/components/plain/alert';
import { SearchInput } from '@/components/plain/search-input';
import { errorText } from '@/lib/api-client';
import { useWorkOrders } from '../api/get-work-orders';
import { useWorkOrderParams } from '../hooks/use-work-order-params';
import type { WorkOrderDrawerProps } from './work-order-drawer';
import { WorkOrderTable } from './work-order-table';

// The detail's drawer (antd's, with its fields, documents and upload form) loads when a work order first
// opens, by a click or by ?wo= in the address; the list itself is drawn without antd below 992 px.
const WorkOrderDrawer = lazyDialog<WorkOrderDrawerProps>(
  async () => (await import('./work-order-drawer')).ScopedWorkOrderDrawer,
  (props) => props.wonum !== '',
);

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
      <h1 className="plain-h1">{t('list.title')}</h1>
      <SearchInput
        className="tp-wo-search"
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        enterButton={t('list.search')}
        value={text}
        onChange={setText}
        onSearch={(value) => params.search(value)}
      />
      {list.isError ? <Alert type="error" title={errorText(list.error)} /> : null}
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
