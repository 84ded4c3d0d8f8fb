import { PlusOutlined } from '@ant-design/icons';
import type { BuyerInvitation, BuyerRfqStage } from '@tender/api-contract';
import { NEGOTIATION_ROUND_BADGE_COLOUR } from '@tender/domain';
import { App, Button, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useUninviteSuppliers } from '../api/uninvite-suppliers';
import { supplierRecordPath } from '../lib/paths';
import { actionsFor, canUninvite } from '../lib/stage-actions';
import { InvitationStatusTag } from './invitation-status-tag';
import { PendingRegistrations } from './pending-registrations';

interface SuppliersTabProps {
  rfqnum: string;
  stage: BuyerRfqStage;
  /** Open only through a negotiation round: no one more is invited. */
  inRound: boolean;
  invitations: readonly BuyerInvitation[];
  onInvite: () => void;
  /** A buyer; an approver without the role reads the list only (issue 29). */
  writer: boolean;
}

/**
 * The invitations: who is invited, the status of each and when they acknowledged, declined and submitted.
 * Never a price (sealed bids); a draft's invitees can be taken off the list.
 */
export function SuppliersTab({ rfqnum, stage, inRound, invitations, onInvite, writer }: SuppliersTabProps) {
  const { t } = useTranslation('buyer');
  const { modal, message } = App.useApp();
  const clock = useSiteClock();
  const cards = useCardLayout();
  const uninvite = useUninviteSuppliers();
  const mayInvite = actionsFor(stage, inRound, writer).includes('invite');
  const mayUninvite = writer && canUninvite(stage);

  const takeOff = (invitation: BuyerInvitation) =>
    modal.confirm({
      title: t('suppliers.uninviteTitle', {
        supplier: `${invitation.suppliercode} ${invitation.suppliername}`,
      }),
      content: t('suppliers.uninviteText'),
      okText: t('suppliers.uninvite'),
      okButtonProps: { danger: true },
      cancelText: t('actions.back'),
      onOk: async () => {
        try {
          await uninvite.mutateAsync({ rfqnum, suppliers: [invitation.suppliercode] });
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });

  const supplier = (i: BuyerInvitation) => `${i.suppliercode} ${i.suppliername}`;
  // The supplier's record with the site (issue 33, item 5).
  const supplierLink = (i: BuyerInvitation) => (
    <Link to={supplierRecordPath(i.suppliercode)}>{supplier(i)}</Link>
  );
  const marks = (i: BuyerInvitation) => (
    <span className="tp-bt-marks">
      <InvitationStatusTag status={i.status} />
      {i.hardcopy ? <Tag>{t('suppliers.hardCopy')}</Tag> : null}
      {i.amended ? <Tag color="#8b5a2b">{t('suppliers.amended')}</Tag> : null}
      {i.negotiation ? (
        <Tag color={NEGOTIATION_ROUND_BADGE_COLOUR}>
          {i.negotiationclosingdate
            ? t('suppliers.negotiationUntil', { closing: clock.dateTime(i.negotiationclosingdate) })
            : t('suppliers.negotiation')}
        </Tag>
      ) : null}
    </span>
  );
  const when = (value: string | null) =>
    value ? <span className="tp-bt-nowrap">{clock.dateTime(value)}</span> : null;
  // A table cell without a time says so; a card leaves the field out.
  const whenCell = (value: string | null) =>
    when(value) ?? (
      <>
        <span aria-hidden>—</span>
        <span className="tp-bt-sr-only">{t('suppliers.none')}</span>
      </>
    );
  const takeOffButton = (i: BuyerInvitation) =>
    mayUninvite ? (
      <Button
        size="small"
        danger
        onClick={() => takeOff(i)}
        aria-label={t('suppliers.uninviteOne', { supplier: supplier(i) })}
      >
        {t('suppliers.uninvite')}
      </Button>
    ) : null;

  const columns: TableColumnsType<BuyerInvitation> = [
    // Widths the name and the status tags wrap within, so the times keep to one line each beside them.
    { key: 'supplier', title: t('suppliers.supplier'), width: 220, render: (_, i) => supplierLink(i) },
    { key: 'status', title: t('suppliers.status'), width: 240, render: (_, i) => marks(i) },
    { key: 'invited', title: t('suppliers.invitedAt'), render: (_, i) => whenCell(i.invitedat) },
    {
      key: 'acknowledged',
      title: t('suppliers.acknowledgedAt'),
      render: (_, i) => whenCell(i.acknowledgedat),
    },
    { key: 'declined', title: t('suppliers.declinedAt'), render: (_, i) => whenCell(i.declinedat) },
    { key: 'submitted', title: t('suppliers.submittedAt'), render: (_, i) => whenCell(i.submittedat) },
    ...(mayUninvite
      ? [
          {
            key: 'action',
            title: t('suppliers.action'),
            render: (_: unknown, i: BuyerInvitation) => takeOffButton(i),
          },
        ]
      : []),
  ];

  return (
    <div className="tp-bt-tab" data-testid="suppliers-tab">
      <div className="tp-bt-tab__bar">
        {/* Issue 35, item 14: the seal is said while it holds (a draft: what publishing does), not after. */}
        {stage === 'DRAFT' || stage === 'OPEN' ? (
          <p className="tp-bt-note">{t(stage === 'DRAFT' ? 'suppliers.sealedDraft' : 'suppliers.sealed')}</p>
        ) : (
          <span />
        )}
        {mayInvite ? (
          <Button icon={<PlusOutlined />} onClick={onInvite}>
            {t('suppliers.invite')}
          </Button>
        ) : null}
      </div>
      {cards ? (
        <CardList<BuyerInvitation>
          items={invitations}
          itemKey={(i) => i.suppliercode}
          label={t('tabs.suppliers')}
          headingLevel={2}
          title={supplierLink}
          tags={marks}
          fields={[
            { key: 'invited', label: t('suppliers.invitedAt'), render: (i) => when(i.invitedat) },
            {
              key: 'acknowledged',
              label: t('suppliers.acknowledgedAt'),
              render: (i) => when(i.acknowledgedat),
            },
            { key: 'declined', label: t('suppliers.declinedAt'), render: (i) => when(i.declinedat) },
            { key: 'submitted', label: t('suppliers.submittedAt'), render: (i) => when(i.submittedat) },
          ]}
          actions={takeOffButton}
          empty={t('suppliers.empty')}
        />
      ) : (
        <Table<BuyerInvitation>
          rowKey="suppliercode"
          columns={columns}
          dataSource={[...invitations]}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('suppliers.empty') }}
        />
      )}
      <PendingRegistrations rfqnum={rfqnum} />
    </div>
  );
}
