import type { BuyerSupplierRecord, RecordEvaluation, RecordTender } from '@tender/api-contract';
import { type ExpiryState, formatMoney, PRICE_CRITERION } from '@tender/domain';
import { Alert, Descriptions, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useSupplierRecord } from '../api/get-supplier-record';
import { InvitationStatusTag } from '../components/invitation-status-tag';
import '../components/supplier-record.css';
import '../components/tender.css';
import { rfqPath, SUPPLIERS_PATH } from '../lib/paths';
import { type Certificate, certificatesOf, responseTime } from '../lib/supplier-record';

// A supplier's record for the buyer (/buyer/suppliers/:code, issue 33, item 5): its history with the
// site over 24 months (counts, exact totals per currency, sealed quotations counted without amounts, the
// average response time, work orders completed), its tenders, its profile and its certificates with
// expiry. Everything as the server computed it; the page only shows it.

/** Red for an expired certificate, amber for one expiring within 30 days; nothing otherwise. */
function ExpiryTag({ state }: { state: ExpiryState | null }) {
  const { t } = useTranslation('buyer');
  if (state !== 'expired' && state !== 'expiring') return null;
  return (
    // Amber dark enough for white text (as the Suppliers tab's amended mark).
    <Tag color={state === 'expired' ? 'red' : '#8b5a2b'} data-state={state}>
      {t(`record.${state}`)}
    </Tag>
  );
}

function Figures({ record }: { record: BuyerSupplierRecord }) {
  const { t } = useTranslation('buyer');
  const figures = [
    { key: 'invited', label: t('record.invited'), value: String(record.invited) },
    { key: 'submitted', label: t('record.submitted'), value: String(record.submitted) },
    { key: 'won', label: t('record.won'), value: String(record.won) },
    {
      key: 'response',
      label: t('record.responseTime'),
      value: responseTime(t, record.responseseconds),
      note: t('record.responseOver', { count: record.responses }),
    },
    { key: 'workorders', label: t('record.workOrders'), value: String(record.workorderscompleted) },
  ];
  return (
    <dl className="tp-bt-record__figures" data-testid="record-figures">
      {figures.map((figure) => (
        <div key={figure.key} className="tp-bt-record__figure" data-testid={`record-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>
            <span className="tp-bt-record__value">{figure.value}</span>
            {figure.note ? <span className="tp-bt-record__figure-note">{figure.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Totals({ record }: { record: BuyerSupplierRecord }) {
  const { t } = useTranslation('buyer');
  if (record.totals.length === 0) return <p className="tp-bt-note">{t('record.noTotals')}</p>;
  return (
    <div data-testid="record-totals">
      <Table
        rowKey="currency"
        size="small"
        pagination={false}
        className="tp-bt-record__totals"
        dataSource={record.totals}
        columns={[
          { key: 'currency', title: t('record.currency'), dataIndex: 'currency' },
          {
            key: 'submitted',
            title: t('record.submittedTotal'),
            align: 'right',
            render: (_, row) => (
              <span className="tp-bt-nowrap">{formatMoney(row.submitted, row.currency)}</span>
            ),
          },
          {
            key: 'won',
            title: t('record.wonTotal'),
            align: 'right',
            render: (_, row) => <span className="tp-bt-nowrap">{formatMoney(row.won, row.currency)}</span>,
          },
        ]}
      />
    </div>
  );
}

function Tenders({ record }: { record: BuyerSupplierRecord }) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const cards = useCardLayout();
  const open = (row: RecordTender) => <Link to={rfqPath(row.rfqnum)}>{row.rfqnum}</Link>;
  const amount = (row: RecordTender) => {
    if (row.sealed) return <Tag data-testid="record-sealed">{t('record.sealed')}</Tag>;
    if (row.amount === null) return t('record.notSubmitted');
    return <span className="tp-bt-nowrap">{formatMoney(row.amount, row.currency)}</span>;
  };
  const won = (row: RecordTender) =>
    row.wonamount === null ? null : (
      <span className="tp-bt-nowrap">{formatMoney(row.wonamount, row.currency)}</span>
    );
  const status = (row: RecordTender) => <InvitationStatusTag status={row.status} />;
  const closing = (row: RecordTender) => clock.dateTime(row.closingdate);
  const closingLabel = t('record.closing', { zone: clock.label });
  const empty = <span>{t('record.noTenders')}</span>;
  if (cards) {
    return (
      <CardList<RecordTender>
        items={record.tenders}
        itemKey={(row) => row.udztbnum}
        label={t('record.tenders')}
        headingLevel={3}
        title={open}
        tags={status}
        body={(row) => row.description}
        fields={[
          { key: 'closing', label: closingLabel, render: closing },
          { key: 'amount', label: t('record.quotation'), render: amount },
          { key: 'won', label: t('record.wonAmount'), render: won },
        ]}
        empty={empty}
      />
    );
  }
  const columns: TableColumnsType<RecordTender> = [
    { key: 'rfqnum', title: t('list.rfqnum'), className: 'tp-bt-nowrap', render: (_, row) => open(row) },
    { key: 'description', title: t('list.description'), dataIndex: 'description' },
    { key: 'closing', title: closingLabel, render: (_, row) => closing(row) },
    { key: 'status', title: t('suppliers.status'), render: (_, row) => status(row) },
    { key: 'amount', title: t('record.quotation'), align: 'right', render: (_, row) => amount(row) },
    { key: 'won', title: t('record.wonAmount'), align: 'right', render: (_, row) => won(row) },
  ];
  return (
    <Table<RecordTender>
      rowKey="udztbnum"
      columns={columns}
      dataSource={record.tenders}
      locale={{ emptyText: empty }}
      pagination={record.tenders.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
    />
  );
}

/**
 * Scores given in past evaluations (issue 33): its quotations in opened tenders ranked on criteria, each
 * criterion's score, the weighted total and its rank among those ranked.
 */
function Evaluations({ record }: { record: BuyerSupplierRecord }) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const cards = useCardLayout();
  const open = (row: RecordEvaluation) => <Link to={rfqPath(row.rfqnum)}>{row.rfqnum}</Link>;
  const scores = (row: RecordEvaluation) =>
    row.criteria
      .map((c) =>
        t('record.evaluationScore', {
          name: c.criterion === PRICE_CRITERION ? t('criteria.price') : c.name,
          weight: c.weight,
          score: c.score ?? '—',
        }),
      )
      .join(' · ');
  const rank = (row: RecordEvaluation) =>
    row.rank === null
      ? t('ranking.notRanked')
      : t('record.evaluationRank', { rank: row.rank, of: row.ranked });
  const total = (row: RecordEvaluation) => row.weightedtotal ?? '—';
  const closingLabel = t('record.closing', { zone: clock.label });
  const empty = <span>{t('record.noEvaluations')}</span>;
  if (cards) {
    return (
      <CardList<RecordEvaluation>
        items={record.evaluations}
        itemKey={(row) => row.rfqnum}
        label={t('record.evaluations')}
        headingLevel={3}
        title={open}
        body={(row) => row.description}
        fields={[
          { key: 'closing', label: closingLabel, render: (row) => clock.dateTime(row.closingdate) },
          { key: 'total', label: t('ranking.weightedTotal'), render: total },
          { key: 'rank', label: t('ranking.rankColumn'), render: rank },
          { key: 'scores', label: t('record.evaluationScores'), render: scores },
        ]}
        empty={empty}
      />
    );
  }
  const columns: TableColumnsType<RecordEvaluation> = [
    { key: 'rfqnum', title: t('list.rfqnum'), render: (_, row) => open(row) },
    { key: 'description', title: t('list.description'), dataIndex: 'description' },
    { key: 'closing', title: closingLabel, render: (_, row) => clock.dateTime(row.closingdate) },
    { key: 'scores', title: t('record.evaluationScores'), render: (_, row) => scores(row) },
    { key: 'total', title: t('ranking.weightedTotal'), align: 'right', render: (_, row) => total(row) },
    { key: 'rank', title: t('ranking.rankColumn'), render: (_, row) => rank(row) },
  ];
  return (
    <Table<RecordEvaluation>
      rowKey="rfqnum"
      columns={columns}
      dataSource={record.evaluations}
      locale={{ emptyText: empty }}
      pagination={false}
      data-testid="record-evaluations"
    />
  );
}

function Certificates({ record }: { record: BuyerSupplierRecord }) {
  const { t } = useTranslation('buyer');
  const cards = useCardLayout();
  const rows = certificatesOf(record, t('record.licence'));
  const empty = <span>{t('record.noCertificates')}</span>;
  const expiry = (row: Certificate) => (
    <>
      <span className="tp-bt-nowrap">{row.expiry || t('record.noExpiry')}</span>{' '}
      <ExpiryTag state={row.state} />
    </>
  );
  if (cards) {
    return (
      <CardList<Certificate>
        items={rows}
        itemKey={(row) => row.key}
        label={t('record.certificates')}
        headingLevel={3}
        title={(row) => row.name}
        tags={(row) => <ExpiryTag state={row.state} />}
        fields={[
          { key: 'scope', label: t('record.scope'), render: (row) => row.scope },
          { key: 'number', label: t('record.number'), render: (row) => row.number },
          { key: 'expiry', label: t('record.expiry'), render: (row) => row.expiry || t('record.noExpiry') },
        ]}
        empty={empty}
      />
    );
  }
  return (
    <Table<Certificate>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: empty }}
      columns={[
        { key: 'scope', title: t('record.scope'), dataIndex: 'scope' },
        { key: 'name', title: t('record.certificate'), dataIndex: 'name' },
        { key: 'number', title: t('record.number'), dataIndex: 'number' },
        { key: 'expiry', title: t('record.expiry'), render: (_, row) => expiry(row) },
      ]}
    />
  );
}

function Profile({ record }: { record: BuyerSupplierRecord }) {
  const { t } = useTranslation('buyer');
  // On a phone each label stands above its value, not squeezed beside it.
  const cards = useCardLayout();
  const address = [
    record.addressline1,
    record.addressline2,
    record.addressline3,
    record.address2,
    record.address3,
    record.address4,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const contacts = record.contactlist
    .map((c) => [c.contact, c.position, c.phone, c.email].filter((part) => part.trim() !== '').join(' · '))
    .filter((line) => line !== '');
  return (
    <Descriptions
      layout={cards ? 'vertical' : 'horizontal'}
      column={{ xs: 1, sm: 1, md: 2 }}
      size="small"
      bordered
      items={[
        { key: 'address', label: t('record.address'), children: address || '—' },
        { key: 'phone', label: t('record.phone'), children: record.phone || '—' },
        { key: 'fax', label: t('record.fax'), children: record.fax || '—' },
        { key: 'homepage', label: t('record.homepage'), children: record.homepage || '—' },
        {
          key: 'contacts',
          label: t('record.contacts'),
          span: 'filled',
          children:
            contacts.length === 0 ? (
              '—'
            ) : (
              <ul className="tp-bt-record__contacts">
                {contacts.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}

export function SupplierRecordPage() {
  const { t } = useTranslation('buyer');
  const { code = '' } = useParams();
  const record = useSupplierRecord(code);
  const clock = useSiteClock();
  usePageTitle('buyerSupplier', code);
  const data = record.data;

  return (
    <div className="tp-bt-page tp-bt-record" data-testid="supplier-record-page">
      <Link to={SUPPLIERS_PATH} className="tp-bt-back">
        {t('record.back')}
      </Link>
      {record.isError ? <Alert type="error" showIcon title={errorText(record.error)} /> : null}
      {record.isPending ? <Skeleton active /> : null}
      {data ? (
        <>
          <Typography.Title level={1}>
            {data.name} <span className="tp-bt-record__code">({data.suppliercode})</span>
          </Typography.Title>
          <section aria-labelledby="record-history">
            <Typography.Title level={2} id="record-history">
              {t('record.history')}
            </Typography.Title>
            <p className="tp-bt-note">
              {/* The site's date of the window's start (the time is the moment of asking, not worth reading). */}
              {t('record.window', { since: clock.dateTime(data.since).slice(0, 10) })}{' '}
              {t('record.responseDefinition')}
            </p>
            <Figures record={data} />
            {data.sealed > 0 ? (
              <Alert
                type="info"
                showIcon
                className="tp-bt-record__sealed"
                data-testid="record-sealed-note"
                title={t('record.sealedNote', { count: data.sealed })}
              />
            ) : null}
            <Totals record={data} />
          </section>
          <section aria-labelledby="record-tenders">
            <Typography.Title level={2} id="record-tenders">
              {t('record.tenders')}
            </Typography.Title>
            <Tenders record={data} />
          </section>
          <section aria-labelledby="record-evaluations" data-testid="record-evaluations-section">
            <Typography.Title level={2} id="record-evaluations">
              {t('record.evaluations')}
            </Typography.Title>
            <Evaluations record={data} />
          </section>
          <section aria-labelledby="record-certificates">
            <Typography.Title level={2} id="record-certificates">
              {t('record.certificates')}
            </Typography.Title>
            <Certificates record={data} />
          </section>
          <section aria-labelledby="record-profile">
            <Typography.Title level={2} id="record-profile">
              {t('record.profile')}
            </Typography.Title>
            <Profile record={data} />
          </section>
        </>
      ) : null}
    </div>
  );
}
