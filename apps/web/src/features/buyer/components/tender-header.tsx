import { ClockCircleOutlined } from '@ant-design/icons';
import type { BuyerRfqDetail, BuyerRfqStage } from '@tender/api-contract';
import { NEGOTIATION_ROUND_BADGE_COLOUR } from '@tender/domain';
import { Alert, Button, Descriptions, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeLeft } from '@/components/time-left';
import { useSiteClock } from '@/hooks/use-site-clock';
import { actionsFor, type TenderAction } from '../lib/stage-actions';
import { RfqDocumentLink } from './rfq-document-link';
import { RfqStageTag } from './rfq-stage-tag';
import { ScheduledNotice } from './scheduled-notice';

interface TenderHeaderProps {
  rfq: BuyerRfqDetail;
  stage: BuyerRfqStage;
  /** Open only through a negotiation round (stage-actions.ts). */
  inRound: boolean;
  now: Date;
  /** A buyer (writes); an approver without the role only reads (issue 29). */
  writer: boolean;
  /** Buttons after the stage's actions (the record's export). */
  extra?: ReactNode;
  onAction: (action: TenderAction) => void;
  /** Opens the schedule dialog (issue 33): offered on a draft to a buyer. */
  onSchedule?: () => void;
}

const PRIMARY: readonly TenderAction[] = ['publish', 'award'];

/**
 * The RFQ's number, description, stage, closing date with time left, currency, revision, attachments
 * (each a link) and actions.
 */
export function TenderHeader({
  rfq,
  stage,
  inRound,
  now,
  writer,
  extra,
  onAction,
  onSchedule,
}: TenderHeaderProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  // A negotiation round was held (open now, or closed since): its closing date gets a row of its own, and
  // the time left counts down to the date it belongs to.
  const roundHeld = Date.parse(rfq.lastclosingdate) > Date.parse(rfq.closingdate);
  const counting = stage === 'OPEN' || stage === 'DRAFT';
  const actions = actionsFor(stage, inRound, writer);
  // A draft scheduled to publish itself (issue 33).
  const publishat = stage === 'DRAFT' ? rfq.publishat : null;
  const scheduleOffered = stage === 'DRAFT' && writer && onSchedule !== undefined && !publishat;

  return (
    <header className="tp-bt-header">
      <div className="tp-bt-title">
        <Typography.Title level={1}>{t('page.title', { rfqnum: rfq.rfqnum })}</Typography.Title>
        <RfqStageTag stage={stage} />
        {inRound ? (
          <Tag color={NEGOTIATION_ROUND_BADGE_COLOUR} data-testid="in-round">
            {t('suppliers.negotiation')}
          </Tag>
        ) : null}
      </div>
      {rfq.description ? (
        <Typography.Paragraph className="tp-bt-text">{rfq.description}</Typography.Paragraph>
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
        items={[
          {
            key: 'closing',
            label: t('header.closing'),
            children: (
              <span>
                <span className="tp-bt-nowrap">
                  {rfq.closingdateset ? clock.dateTime(rfq.closingdate) : t('header.closingNotSet')}
                </span>{' '}
                {counting && !roundHeld && rfq.closingdateset ? (
                  <TimeLeft closing={rfq.closingdate} now={now} className="tp-bt-time-left" />
                ) : null}
              </span>
            ),
          },
          ...(roundHeld
            ? [
                {
                  key: 'negotiation',
                  label: t('header.negotiation'),
                  children: (
                    <span>
                      <span className="tp-bt-nowrap">{clock.dateTime(rfq.lastclosingdate)}</span>{' '}
                      {counting ? (
                        <TimeLeft closing={rfq.lastclosingdate} now={now} className="tp-bt-time-left" />
                      ) : null}
                    </span>
                  ),
                },
              ]
            : []),
          { key: 'currency', label: t('header.currency'), children: rfq.currency },
          {
            key: 'revision',
            label: t('header.revision'),
            children:
              rfq.revision === 0 ? t('header.original') : t('history.revisionNo', { revision: rfq.revision }),
          },
          // An RFQ imported from an ERP was published there: no date to show.
          ...(rfq.publishedat || stage === 'DRAFT'
            ? [
                {
                  key: 'published',
                  label: t('header.published'),
                  children: rfq.publishedat
                    ? clock.dateTime(rfq.publishedat)
                    : publishat
                      ? t('header.scheduledFor', { time: clock.dateTime(publishat) })
                      : t('header.notPublished'),
                },
              ]
            : []),
          {
            key: 'attachments',
            label: t('header.attachments'),
            children:
              rfq.documents.length === 0 ? (
                t('header.noAttachments')
              ) : (
                <ul className="tp-bt-documents" data-testid="tender-documents">
                  {rfq.documents.map((document) => (
                    <li key={document.documentid}>
                      <RfqDocumentLink rfqnum={rfq.rfqnum} document={document} />
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {stage === 'CANCELLED' ? (
        <Alert
          type="warning"
          showIcon
          title={t('header.cancelled')}
          description={rfq.cancelreason ? t('header.cancelReason', { reason: rfq.cancelreason }) : undefined}
          data-testid="cancelled-notice"
        />
      ) : null}
      {stage === 'AWARDED' ? <Alert type="success" showIcon title={t('header.awarded')} /> : null}
      {stage === 'PENDING_APPROVAL' ? (
        <Alert type="warning" showIcon title={t('header.pendingApproval')} data-testid="pending-notice" />
      ) : null}
      {publishat ? (
        <ScheduledNotice rfq={{ ...rfq, publishat }} writer={writer} onChange={() => onSchedule?.()} />
      ) : stage === 'DRAFT' ? (
        <Alert type="info" showIcon title={t('header.draft')} />
      ) : null}
      {actions.length > 0 || scheduleOffered || extra ? (
        <div className="tp-bt-buttons tp-bt-actions">
          {/* The stage's actions; the record's export beside them is not one (it is offered at every stage). */}
          {actions.length > 0 ? (
            <div className="tp-bt-contents" data-testid="tender-actions">
              {actions.map((action) => (
                <Button
                  key={action}
                  type={PRIMARY.includes(action) ? 'primary' : 'default'}
                  danger={action === 'cancel'}
                  onClick={() => onAction(action)}
                >
                  {t(`actions.${action}`)}
                </Button>
              ))}
            </div>
          ) : null}
          {/* Beside the stage's actions, not one of the domain's (issue 33): a draft's own publish later. */}
          {scheduleOffered ? (
            <Button icon={<ClockCircleOutlined />} onClick={onSchedule} data-testid="schedule-rfq">
              {t('schedule.action')}
            </Button>
          ) : null}
          {extra}
        </div>
      ) : null}
    </header>
  );
}
