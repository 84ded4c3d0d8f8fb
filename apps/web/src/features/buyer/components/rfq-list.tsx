import { ClockCircleOutlined, CopyOutlined, PlusOutlined } from '@ant-design/icons';
import type { BuyerRfqRow, BuyerRfqStage } from '@tender/api-contract';
import {
  inNegotiationRound,
  NEGOTIATION_ROUND_BADGE_COLOUR,
  RFQ_STAGE_LABEL_KEY,
  RFQ_STAGES,
} from '@tender/domain';
import { Alert, Button, Input, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CardList } from '@/components/card-list';
import { TimeLeft } from '@/components/time-left';
import { useCardLayout } from '@/hooks/use-media-query';
import { useNow } from '@/hooks/use-now';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useBuyerRfqs } from '../api/get-buyer-rfqs';
import { useConsoleRole } from '../hooks/use-console-role';
import { useCopyAction } from '../hooks/use-copy-rfq';
import { RFQ_LIST_PAGE_SIZE, useRfqListParams } from '../hooks/use-rfq-list-params';
import { rfqPath } from '../lib/paths';
import { NewTenderDialog } from './new-tender-dialog';
import { RfqStageTag } from './rfq-stage-tag';

/** The RFQs of the buyer's site (issue 17, screen 1): search, stage filter, pages; cards on a phone. */
export function RfqList() {
  const { t } = useTranslation('buyer');
  const navigate = useNavigate();
  const clock = useSiteClock();
  const now = useNow();
  const cards = useCardLayout();
  const role = useConsoleRole();
  const { page, stage, q, update } = useRfqListParams();
  const [text, setText] = useState(q);
  const [newOpen, setNewOpen] = useState(false);
  const copy = useCopyAction();
  const [copying, setCopying] = useState<string | null>(null);
  const list = useBuyerRfqs({ page, pagesize: RFQ_LIST_PAGE_SIZE, str: q, status: stage });
  const rows = list.data?.rfqs ?? [];
  const total = list.data?.totalcount ?? 0;
  const filtered = q !== '' || stage !== '';

  const open = (row: BuyerRfqRow) => <Link to={rfqPath(row.rfqnum)}>{row.rfqnum}</Link>;
  // What the suppliers did since the caller last opened the tender (issue 35): beside its number.
  const unseen = (row: BuyerRfqRow) =>
    row.unseen > 0 ? (
      <Tag color="blue" className="tp-buyer-unseen" data-testid="unseen" title={t('list.unseenTitle')}>
        {t('list.unseen', { count: row.unseen })}
      </Tag>
    ) : null;
  const closing = (row: BuyerRfqRow) => (
    <>
      <span className="tp-buyer-nowrap">
        {row.closingdateset ? clock.dateTime(row.lastclosingdate) : t('list.closingNotSet')}
      </span>
      {row.status === 'OPEN' ? (
        <div>
          <TimeLeft
            closing={row.lastclosingdate}
            now={now}
            className="tp-buyer-time-left"
            closed={<span className="tp-buyer-time-left">{t('time.closed')}</span>}
          />
        </div>
      ) : null}
    </>
  );
  // Open only through a negotiation round: said beside the stage, as the date shown is the round's.
  const stageTags = (row: BuyerRfqRow) => (
    <span className="tp-buyer-tags">
      <RfqStageTag stage={row.status} />
      {cards ? unseen(row) : null}
      {row.publishat ? (
        // A draft scheduled to publish itself (issue 33), with its time on the group's clock.
        <Tag
          color="purple"
          icon={<ClockCircleOutlined />}
          className="tp-buyer-scheduled"
          data-testid="scheduled"
        >
          {t('list.scheduled', { time: clock.dateTime(row.publishat) })}
        </Tag>
      ) : null}
      {inNegotiationRound({ stage: row.status, closingdate: row.closingdate }, now) ? (
        <Tag color={NEGOTIATION_ROUND_BADGE_COLOUR} data-testid="in-round">
          {t('list.inRound')}
        </Tag>
      ) : null}
    </span>
  );
  const counts = (row: BuyerRfqRow) =>
    t('list.countsText', {
      invited: row.invited,
      acknowledged: row.acknowledged,
      submitted: row.submitted,
      declined: row.declined,
    });
  const unanswered = (row: BuyerRfqRow) =>
    row.unanswered > 0 ? (
      <span className="tp-buyer-unanswered">{t('list.unansweredCount', { count: row.unanswered })}</span>
    ) : (
      t('list.noUnanswered')
    );

  // "Copy" (issue 33): a new draft of this one, for a buyer (an approver only reads).
  const copyButton = (row: BuyerRfqRow, small = false) =>
    role.buyer ? (
      <Button
        icon={<CopyOutlined />}
        {...(small
          ? { size: 'small' as const, type: 'link' as const, className: 'tp-buyer-inline-link' }
          : {})}
        loading={copy.pending && copying === row.rfqnum}
        disabled={copy.pending && copying !== row.rfqnum}
        aria-label={t('copy.copyNamed', { rfqnum: row.rfqnum })}
        onClick={() => {
          setCopying(row.rfqnum);
          void copy.run({ rfqnum: row.rfqnum });
        }}
      >
        {t('copy.copy')}
      </Button>
    ) : null;

  const columns: TableColumnsType<BuyerRfqRow> = [
    {
      key: 'rfqnum',
      title: t('list.rfqnum'),
      className: 'tp-buyer-nowrap',
      render: (_, row) => (
        <>
          {open(row)}
          {row.unseen > 0 ? <div>{unseen(row)}</div> : null}
          {/* Under the number, not a column of its own: the table keeps to the width of a laptop. */}
          {role.buyer ? <div>{copyButton(row, true)}</div> : null}
        </>
      ),
    },
    {
      key: 'description',
      title: t('list.description'),
      dataIndex: 'description',
      className: 'tp-buyer-wrap',
    },
    { key: 'stage', title: t('list.stage'), render: (_, row) => stageTags(row) },
    { key: 'closing', title: t('list.closingDate', { zone: clock.label }), render: (_, row) => closing(row) },
    { key: 'invited', title: t('list.invited'), dataIndex: 'invited', align: 'right' },
    { key: 'acknowledged', title: t('list.acknowledged'), dataIndex: 'acknowledged', align: 'right' },
    { key: 'submitted', title: t('list.submitted'), dataIndex: 'submitted', align: 'right' },
    { key: 'declined', title: t('list.declined'), dataIndex: 'declined', align: 'right' },
    {
      key: 'unanswered',
      title: t('list.questions'),
      className: 'tp-buyer-nowrap',
      render: (_, row) => unanswered(row),
    },
  ];

  const pagination = {
    current: page,
    pageSize: RFQ_LIST_PAGE_SIZE,
    total,
    hideOnSinglePage: true,
    showSizeChanger: false,
    onChange: (next: number) => update({ page: next }),
  };

  const empty = filtered ? (
    <span>
      {t('list.emptyFiltered')}{' '}
      <Button
        type="link"
        className="tp-buyer-inline-link"
        onClick={() => {
          setText('');
          update({ q: '', stage: '', page: 1 });
        }}
      >
        {t('list.clearFilters')}
      </Button>
    </span>
  ) : (
    <span>{t('list.empty')}</span>
  );

  return (
    <div className="tp-buyer-page">
      <div className="tp-buyer-heading">
        <Typography.Title level={1}>{t('list.title')}</Typography.Title>
        {role.buyer ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setNewOpen(true)}>
            {t('list.newTender')}
          </Button>
        ) : null}
      </div>
      {role.buyer ? <NewTenderDialog open={newOpen} onClose={() => setNewOpen(false)} /> : null}
      <div className="tp-buyer-toolbar">
        <Select<BuyerRfqStage | ''>
          className="tp-buyer-stage-filter"
          value={stage}
          aria-label={t('list.stageFilter')}
          options={[
            { value: '', label: t('list.allStages') },
            ...RFQ_STAGES.map((value) => ({ value, label: t(RFQ_STAGE_LABEL_KEY[value]) })),
          ]}
          onChange={(value) => update({ stage: value, page: 1 })}
        />
        <Input.Search
          className="tp-buyer-search"
          value={text}
          allowClear
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          enterButton={t('list.search')}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => update({ q: value.trim(), page: 1 })}
        />
      </div>
      {list.isError ? <Alert type="error" showIcon title={errorText(list.error)} /> : null}
      {cards ? (
        <CardList<BuyerRfqRow>
          items={rows}
          itemKey={(row) => row.rfqnum}
          label={t('list.title')}
          headingLevel={2}
          title={open}
          tags={stageTags}
          body={(row) => row.description}
          fields={[
            { key: 'closing', label: t('list.closingDate', { zone: clock.label }), render: closing },
            { key: 'counts', label: t('list.suppliers'), render: counts },
            { key: 'questions', label: t('list.questions'), render: unanswered },
          ]}
          actions={(row) => copyButton(row)}
          wholeCardOpens
          loading={list.isFetching}
          empty={empty}
          pagination={pagination}
        />
      ) : (
        <Table<BuyerRfqRow>
          rowKey="rfqnum"
          className="tp-buyer-rfq-table"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          locale={{ emptyText: empty }}
          pagination={pagination}
          onRow={(row) => ({
            onClick: (event) => {
              // The number's own link, or text being selected, is not a click on the row.
              if ((event.target as HTMLElement).closest('a,button') || window.getSelection()?.toString())
                return;
              navigate(rfqPath(row.rfqnum));
            },
          })}
        />
      )}
    </div>
  );
}
