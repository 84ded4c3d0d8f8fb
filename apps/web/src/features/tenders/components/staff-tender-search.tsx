import { Alert, Button, Form, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { TenderStatusTag } from '@/components/tender-status-tag';
import { useStaffTenderSearch } from '../api/search-staff-tender';
import { staffDetailPath } from '../lib/detail-path';
import type { ListLocationState } from '../lib/list-location';
import { StaffWaitingHardCopies } from './staff-waiting-hard-copies';
import { SupplierCodeInput } from './supplier-code-input';

/**
 * Staff find one tender by supplier code plus tender number, both required (spec 2.7, 5); the code field
 * also finds a code by part of the supplier's name. Below: the site's hard-copy tenders waiting for price
 * input (issue 18).
 */
export function StaffTenderSearch() {
  const { t } = useTranslation('tenders');
  const location = useLocation();
  // The searched pair lives in the URL so Back from a tender shows the same result.
  const [params, setParams] = useSearchParams();
  const query = { supplier: params.get('supplier') ?? '', rfqnum: params.get('rfqnum') ?? '' };
  const [supplier, setSupplier] = useState(query.supplier);
  const [rfqnum, setRfqnum] = useState(query.rfqnum);
  const [missing, setMissing] = useState<string[]>([]);
  const result = useStaffTenderSearch(query.supplier, query.rfqnum);
  const linkState: ListLocationState = { from: `${location.pathname}${location.search}` };

  const search = () => {
    const next = { supplier: supplier.trim(), rfqnum: rfqnum.trim() };
    const absent = [
      ...(next.supplier ? [] : [t('staff.supplierCode')]),
      ...(next.rfqnum ? [] : [t('staff.tenderNo')]),
    ];
    setMissing(absent);
    if (absent.length === 0) setParams(next, { replace: true });
  };

  return (
    <div className="tp-tender-list">
      <Typography.Title level={1}>{t('list.title')}</Typography.Title>
      <Form layout="inline" onFinish={search} className="tp-block tp-staff-search">
        <Form.Item label={t('staff.supplierCode')} htmlFor="tp-staff-supplier" required>
          <SupplierCodeInput id="tp-staff-supplier" value={supplier} onChange={setSupplier} />
        </Form.Item>
        <Form.Item label={t('staff.tenderNo')} htmlFor="tp-staff-rfqnum" required>
          <Input id="tp-staff-rfqnum" value={rfqnum} onChange={(event) => setRfqnum(event.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('list.search')}
        </Button>
      </Form>
      {missing.length > 0 ? (
        <Alert type="warning" showIcon title={`${t('staff.requiredItems')} ${missing.join(', ')}`} />
      ) : null}
      {result.isError ? <Alert type="error" showIcon title={t('errors.connectFail')} /> : null}
      {result.isSuccess && result.data.length === 0 ? (
        <Alert type="info" showIcon title={t('errors.noSuchTender')} />
      ) : null}
      {result.data && result.data.length > 0 ? (
        <List
          data-testid="staff-search-result"
          bordered
          dataSource={result.data}
          renderItem={(row) => (
            <List.Item>
              <Link to={staffDetailPath(row)} state={linkState}>
                {row.rfqnum}
              </Link>
              <span>{row.tenderdesc}</span>
              <span>{row.suppliername}</span>
              <TenderStatusTag status={row.status} statusdesc={row.statusdesc} />
            </List.Item>
          )}
        />
      ) : null}
      <StaffWaitingHardCopies />
    </div>
  );
}
