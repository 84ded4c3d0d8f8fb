import type { BuyerAuditEntry, BuyerMail, BuyerRevision } from '@tender/api-contract';
import { Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { useSiteClock } from '@/hooks/use-site-clock';
import { auditActionLabel, auditStatusLabel, mailKindLabel, mailStateLabel } from '../lib/code-labels';

interface Field<T> {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
}

interface RecordsProps<T> {
  title: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  /** The first field heads each card. */
  fields: readonly [Field<T>, ...Field<T>[]];
  empty: string;
  testId: string;
}

/** A section of records: a table, or cards on narrow screens. */
function Records<T extends object>({ title, items, itemKey, fields, empty, testId }: RecordsProps<T>) {
  const cards = useCardLayout();
  const [head, ...rest] = fields;
  const keyed = items.map((item, index) => ({ item, key: itemKey(item, index) }));
  return (
    <section className="tp-bt-history" data-testid={testId}>
      <Typography.Title level={2}>{title}</Typography.Title>
      {cards ? (
        <CardList<{ item: T; key: string }>
          items={keyed}
          itemKey={(row) => row.key}
          label={title}
          headingLevel={3}
          title={(row) => head.render(row.item)}
          fields={rest.map((field) => ({ ...field, render: (row) => field.render(row.item) }))}
          empty={empty}
        />
      ) : (
        <Table<{ item: T; key: string }>
          rowKey="key"
          size="small"
          dataSource={keyed}
          pagination={keyed.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          columns={fields.map((field) => ({
            key: field.key,
            title: field.label,
            render: (_: unknown, row: { item: T }) => field.render(row.item),
          }))}
        />
      )}
    </section>
  );
}

interface HistoryTabProps {
  revisions: readonly BuyerRevision[];
  mails: readonly BuyerMail[];
  audit: readonly BuyerAuditEntry[];
}

/** What happened to the tender: its amendments, its e-mails and where each is, and the audit log. */
export function HistoryTab({ revisions, mails, audit }: HistoryTabProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const when = (value: string) => <span className="tp-bt-nowrap">{clock.dateTime(value)}</span>;
  const text = (value: string) => (value ? <span className="tp-bt-text">{value}</span> : null);
  // Sent, waiting (and how often the mail server has refused it for now), or not delivered, with what the
  // mail server answered.
  const mailState = (m: BuyerMail) => (
    <span className="tp-bt-text" data-testid="mail-state">
      <Typography.Text type={m.state === 'failed' ? 'danger' : undefined}>
        {m.state === 'queued' && m.attempts > 0
          ? t('history.retrying', { state: mailStateLabel(t, m.state), count: m.attempts })
          : mailStateLabel(t, m.state)}
      </Typography.Text>
      {m.error ? (
        <>
          <br />
          <Typography.Text type="secondary">{t('history.relayAnswer', { answer: m.error })}</Typography.Text>
        </>
      ) : null}
    </span>
  );

  return (
    <div className="tp-bt-tab" data-testid="history-tab">
      <Records<BuyerRevision>
        title={t('history.revisions')}
        testId="history-revisions"
        items={revisions}
        itemKey={(r) => String(r.revision)}
        empty={t('history.noRevisions')}
        fields={[
          {
            key: 'revision',
            label: t('history.revision'),
            render: (r) => t('history.revisionNo', { revision: r.revision }),
          },
          { key: 'at', label: t('history.when'), render: (r) => when(r.changedat) },
          { key: 'by', label: t('history.who'), render: (r) => r.changedby },
          { key: 'reason', label: t('history.reason'), render: (r) => text(r.reason) },
          {
            key: 'changes',
            label: t('history.changes'),
            render: (r) =>
              r.changes.map((change) => t(`history.change.${change}`)).join(t('history.separator')),
          },
        ]}
      />
      <Records<BuyerMail>
        title={t('history.mails')}
        testId="history-mails"
        items={mails}
        itemKey={(m, i) => `${m.at}-${m.email}-${i}`}
        empty={t('history.noMails')}
        fields={[
          { key: 'kind', label: t('history.kind'), render: (m) => mailKindLabel(t, m.kind) },
          { key: 'state', label: t('history.mailState'), render: mailState },
          { key: 'at', label: t('history.when'), render: (m) => when(m.at) },
          { key: 'supplier', label: t('history.supplier'), render: (m) => m.suppliercode },
          {
            key: 'to',
            label: t('history.email'),
            render: (m) => (m.username ? `${m.username} <${m.email}>` : m.email),
          },
        ]}
      />
      <Records<BuyerAuditEntry>
        title={t('history.audit')}
        testId="history-audit"
        items={audit}
        itemKey={(a, i) => `${a.at}-${a.action}-${i}`}
        empty={t('history.noAudit')}
        fields={[
          {
            key: 'action',
            label: t('history.action'),
            render: (a) => auditActionLabel(t, a.action, a.tostatus),
          },
          { key: 'at', label: t('history.when'), render: (a) => when(a.at) },
          { key: 'who', label: t('history.who'), render: (a) => a.username || t('history.system') },
          { key: 'subject', label: t('history.subject'), render: (a) => a.subject },
          {
            key: 'status',
            label: t('history.status'),
            render: (a) => {
              const from = auditStatusLabel(t, a.action, a.fromstatus);
              const to = auditStatusLabel(t, a.action, a.tostatus);
              if (!from && !to) return null;
              return from && to && from !== to ? `${from} → ${to}` : to || from;
            },
          },
          { key: 'comment', label: t('history.comment'), render: (a) => text(a.comment) },
        ]}
      />
    </div>
  );
}
