import type { BuyerApprovalRow } from '@tender/api-contract';
import { formatMoney } from '@tender/domain';
import { Alert, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useApprovals } from '../api/get-approvals';
import '../components/tender.css';
import { BUYER_HOME, rfqPath } from '../lib/paths';

/**
 * The approver's console (/buyer/approvals, issue 29): the awards of the site waiting for approval, oldest
 * first, each with its proposer, total and justification and a link to its tender page, where it is
 * approved or rejected. An award the reader proposed is marked: another approver decides it.
 */
export function ApprovalsPage() {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const cards = useCardLayout();
  const approvals = useApprovals();
  const rows = approvals.data ?? [];
  usePageTitle('buyerApprovals');

  const open = (row: BuyerApprovalRow) => <Link to={rfqPath(row.rfqnum)}>{row.rfqnum}</Link>;
  const mine = (row: BuyerApprovalRow) =>
    row.mine ? <Tag data-testid="approval-mine">{t('approvals.mine')}</Tag> : null;
  const total = (row: BuyerApprovalRow) => (
    <span className="tp-bt-nowrap">{formatMoney(row.total, row.currency)}</span>
  );
  const proposed = (row: BuyerApprovalRow) =>
    t('approval.byAt', { name: row.proposedby, time: clock.dateTime(row.proposedat) });
  const empty = <span>{t('approvals.empty')}</span>;

  const columns: TableColumnsType<BuyerApprovalRow> = [
    {
      key: 'rfqnum',
      title: t('list.rfqnum'),
      render: (_, row) => (
        <>
          {open(row)} {mine(row)}
        </>
      ),
    },
    { key: 'description', title: t('list.description'), dataIndex: 'description' },
    {
      key: 'proposed',
      title: t('approvals.proposed', { zone: clock.label }),
      render: (_, row) => proposed(row),
    },
    { key: 'total', title: t('approval.total'), align: 'right', render: (_, row) => total(row) },
    { key: 'justification', title: t('approval.justification'), dataIndex: 'justification' },
  ];

  return (
    <div className="tp-bt-page" data-testid="approvals-page">
      <Link to={BUYER_HOME} className="tp-bt-back">
        {t('page.back')}
      </Link>
      <Typography.Title level={1}>{t('approvals.title')}</Typography.Title>
      <p className="tp-bt-note">{t('approvals.intro')}</p>
      {approvals.isError ? <Alert type="error" showIcon title={errorText(approvals.error)} /> : null}
      {cards ? (
        <CardList<BuyerApprovalRow>
          items={rows}
          itemKey={(row) => row.rfqnum}
          label={t('approvals.title')}
          headingLevel={2}
          title={open}
          tags={mine}
          body={(row) => row.description}
          fields={[
            { key: 'proposed', label: t('approvals.proposed', { zone: clock.label }), render: proposed },
            { key: 'total', label: t('approval.total'), render: total },
            { key: 'justification', label: t('approval.justification'), render: (row) => row.justification },
          ]}
          loading={approvals.isPending}
          empty={empty}
        />
      ) : (
        <Table<BuyerApprovalRow>
          rowKey="rfqnum"
          columns={columns}
          dataSource={rows}
          loading={approvals.isPending}
          locale={{ emptyText: empty }}
          pagination={false}
        />
      )}
    </div>
  );
}
