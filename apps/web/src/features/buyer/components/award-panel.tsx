import type { BuyerAwardState, BuyerHandoff, BuyerRfqDetail } from '@tender/api-contract';
import { formatMoney } from '@tender/domain';
import { Alert, Button, Card, Descriptions, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useApproveAward } from '../api/approve-award';
import { mailStateLabel } from '../lib/code-labels';

interface AwardPanelProps {
  rfq: BuyerRfqDetail;
  award: BuyerAwardState;
  /** An approver of the site (issue 29). */
  approver: boolean;
  /** The signed-in user's names, to tell the proposer, who cannot decide. */
  me: ReadonlySet<string>;
}

const STATE_COLOUR: Readonly<Record<BuyerAwardState['state'], string>> = {
  PENDING: '#ad4e00',
  FINAL: '#0958d9',
  REJECTED: '#a8071a',
};

/** An approver's decision on a pending award: approve, or reject with a comment (required to reject). */
function Decision({ rfqnum }: { rfqnum: string }) {
  const { t } = useTranslation('buyer');
  const decide = useApproveAward();
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const missing = comment.trim() === '';

  const send = (decision: 'approve' | 'reject') => {
    if (decision === 'reject') {
      setRejecting(true);
      if (missing) return;
    }
    decide.mutate({ rfqnum, decision, comment: comment.trim() });
  };

  return (
    <Form layout="vertical" className="tp-bt-decision" onFinish={() => send('approve')}>
      <Form.Item
        label={t('approval.comment')}
        validateStatus={rejecting && missing ? 'error' : undefined}
        help={rejecting && missing ? t('approval.commentRequired') : t('approval.commentHelp')}
        htmlFor="tp-bt-approval-comment"
      >
        <Input.TextArea
          id="tp-bt-approval-comment"
          value={comment}
          maxLength={4000}
          rows={2}
          onChange={(event) => setComment(event.target.value)}
        />
      </Form.Item>
      <div className="tp-bt-buttons">
        <Button
          type="primary"
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          onClick={() => send('approve')}
        >
          {t('approval.approve')}
        </Button>
        <Button
          danger
          loading={decide.isPending && decide.variables?.decision === 'reject'}
          onClick={() => send('reject')}
        >
          {t('approval.reject')}
        </Button>
      </div>
      {decide.isError ? <Alert type="error" showIcon title={errorText(decide.error)} /> : null}
    </Form>
  );
}

function Handoffs({ handoffs }: { handoffs: readonly BuyerHandoff[] }) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  return (
    <section data-testid="handoffs">
      <h3 className="tp-bt-outcome__title">{t('handoff.title')}</h3>
      <ul className="tp-bt-panel__list">
        {handoffs.map((h) => (
          <li key={`${h.at}-${h.kind}`}>
            {t('handoff.row', {
              time: clock.dateTime(h.at),
              state: mailStateLabel(t, h.state),
              count: h.attempts,
            })}
            {h.httpstatus !== null ? ` · ${t('handoff.http', { status: h.httpstatus })}` : ''}
            {h.sentat ? ` · ${t('handoff.sentAt', { time: clock.dateTime(h.sentat) })}` : ''}
            {h.error ? ` · ${t('handoff.error', { error: h.error })}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The award of the RFQ as proposed and what became of it (issue 29): pending (who proposed it, the total,
 * the justification; for an approver who is not the proposer, Approve or Reject), final (who approved it
 * and their comment) or rejected (the comment; the buyer may award again), and its deliveries to the ERP.
 */
export function AwardPanel({ rfq, award, approver, me }: AwardPanelProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const mine = me.has(award.proposedby);
  const pending = award.state === 'PENDING';

  return (
    <Card
      size="small"
      className="tp-bt-panel"
      title={
        <span>
          {t('approval.title')}{' '}
          <Tag color={STATE_COLOUR[award.state]} data-testid="award-state" data-state={award.state}>
            {t(`approval.state.${award.state}`)}
          </Tag>
        </span>
      }
      data-testid="award-panel"
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'proposed',
            label: t('approval.proposedBy'),
            children: t('approval.byAt', { name: award.proposedby, time: clock.dateTime(award.proposedat) }),
          },
          {
            key: 'total',
            label: t('approval.total'),
            children: <span data-testid="award-panel-total">{formatMoney(award.total, rfq.currency)}</span>,
          },
          {
            key: 'suppliers',
            label: t('approval.suppliers'),
            children: (
              <ul className="tp-bt-panel__list">
                {award.suppliers.map((s) => (
                  <li key={s.suppliercode}>
                    {t('award.supplierTotal', {
                      supplier: `${s.suppliercode} ${s.suppliername}`,
                      count: s.seqnos.length,
                      amount: formatMoney(s.total, rfq.currency),
                    })}
                  </li>
                ))}
              </ul>
            ),
          },
          { key: 'justification', label: t('approval.justification'), children: award.justification },
          ...(award.decidedby
            ? [
                {
                  key: 'decided',
                  label: award.state === 'REJECTED' ? t('approval.rejectedBy') : t('approval.approvedBy'),
                  children: t('approval.byAt', {
                    name: award.decidedby,
                    time: award.decidedat ? clock.dateTime(award.decidedat) : '',
                  }),
                },
              ]
            : []),
          ...(award.comment
            ? [{ key: 'comment', label: t('approval.comment'), children: award.comment }]
            : []),
        ]}
      />
      {pending ? <Alert type="warning" showIcon title={t('approval.awaiting')} /> : null}
      {award.state === 'FINAL' && !award.needsapproval ? (
        <p className="tp-bt-note">
          {t('approval.noneNeeded', { amount: formatMoney(award.threshold, rfq.currency) })}
        </p>
      ) : null}
      {award.state === 'REJECTED' ? <Alert type="info" showIcon title={t('approval.rejected')} /> : null}
      {pending && approver && !mine ? <Decision rfqnum={rfq.rfqnum} /> : null}
      {pending && approver && mine ? <p className="tp-bt-note">{t('approval.mine')}</p> : null}
      {rfq.handoffs.length > 0 ? <Handoffs handoffs={rfq.handoffs} /> : null}
    </Card>
  );
}
