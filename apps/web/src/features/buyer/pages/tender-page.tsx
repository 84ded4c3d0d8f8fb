import { CopyOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useNow } from '@/hooks/use-now';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/api-client';
import { useExportAuditRecord } from '../api/export-audit';
import { useBuyerRfq } from '../api/get-buyer-rfq';
import { useTabulation } from '../api/get-tabulation';
import { AwardDialog } from '../components/award-dialog';
import { AwardPanel } from '../components/award-panel';
import { CancelDialog } from '../components/cancel-dialog';
import { ComparisonTab } from '../components/comparison-tab';
import { HistoryTab } from '../components/history-tab';
import { InviteDialog } from '../components/invite-dialog';
import { NegotiateDialog } from '../components/negotiate-dialog';
import { QuestionList } from '../components/question-list';
import { ScheduleDialog } from '../components/schedule-dialog';
import { SuppliersTab } from '../components/suppliers-tab';
import { TenderHeader } from '../components/tender-header';
import { UnsealPanel } from '../components/unseal-panel';
import { useConsoleRole } from '../hooks/use-console-role';
import { useCopyAction } from '../hooks/use-copy-rfq';
import { usePublish } from '../hooks/use-publish';
import {
  awaitsUnseal,
  canUnsealAt,
  isComparable,
  isInRound,
  liveStage,
  type TenderAction,
} from '../lib/stage-actions';
import '../components/tender.css';
import { BUYER_HOME, rfqEditPath } from '../lib/paths';

const TABS = ['suppliers', 'questions', 'comparison', 'history'] as const;
type TabKey = (typeof TABS)[number];
type Dialog = 'invite' | 'cancel' | 'negotiate' | 'award' | 'schedule' | null;

/**
 * The tender page of the buyer console (/buyer/rfq/:rfqnum): the header with the actions of the RFQ's
 * stage, the opening and the award's approval (issue 29), and the tabs Suppliers, Questions, Comparison
 * and History (?tab=). An approver without the buyer role reads it: no write is offered, no Questions tab.
 */
export function BuyerTenderPage() {
  const { t } = useTranslation('buyer');
  const { rfqnum = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const now = useNow(15_000);
  const detail = useBuyerRfq(rfqnum);
  const rfq = detail.data;
  const stage = rfq ? liveStage(rfq, now) : 'DRAFT';
  const role = useConsoleRole();
  const copy = useCopyAction();
  const { message } = App.useApp();
  const exportRecord = useExportAuditRecord();
  // With an opening quorum of two the quotations stay sealed after closing until two have unsealed.
  const comparable = rfq !== undefined && isComparable(stage) && !awaitsUnseal(rfq, stage);
  // Open only for a negotiation round's suppliers: inviting and amending wait as after closing.
  const inRound = rfq !== undefined && isInRound(rfq, stage, now);
  const tabulation = useTabulation(rfqnum, comparable);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [questionPage, setQuestionPage] = useState(1);
  const tabs = role.buyer ? TABS : TABS.filter((key) => key !== 'questions');
  const tab: TabKey = tabs.find((key) => key === params.get('tab')) ?? 'suppliers';
  usePageTitle('buyerTender', rfqnum);

  // The server decides the stage: once the closing date passes here, ask it again.
  const refetch = detail.refetch;
  const staleStage = rfq !== undefined && rfq.status !== stage;
  useEffect(() => {
    if (staleStage) void refetch();
  }, [staleStage, refetch]);
  // A draft scheduled to publish itself (issue 33): past its time, asked again at each tick until the
  // server's worker has published it (or refused it).
  const scheduledDue = rfq?.publishat != null && Date.parse(rfq.publishat) <= now.getTime();
  useEffect(() => {
    if (scheduledDue && now) void refetch();
  }, [scheduledDue, now, refetch]);

  const showTab = (key: string) => {
    // Mails go out after a decision's reply, in the background: the history is read again when shown.
    if (key === 'history') void refetch();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  };

  const invited = useMemo(() => new Set((rfq?.invitations ?? []).map((i) => i.suppliercode)), [rfq]);

  const publish = usePublish(rfq);
  const onAction = (action: TenderAction) => {
    switch (action) {
      case 'edit':
      case 'amend':
        navigate(rfqEditPath(rfqnum));
        return;
      case 'publish':
        publish();
        return;
      case 'compare':
        showTab('comparison');
        return;
      default:
        setDialog(action);
    }
  };

  return (
    <div className="tp-bt-page">
      <Link to={BUYER_HOME} className="tp-bt-back">
        {t('page.back')}
      </Link>
      {detail.isError ? <Alert type="error" showIcon title={errorText(detail.error)} /> : null}
      {detail.isPending ? <Skeleton active /> : null}
      {rfq ? (
        <>
          <TenderHeader
            rfq={rfq}
            stage={stage}
            inRound={inRound}
            now={now}
            writer={role.buyer}
            onAction={onAction}
            onSchedule={() => setDialog('schedule')}
            extra={
              role.buyer || stage !== 'DRAFT' ? (
                <>
                  {role.buyer ? (
                    // Issue 33: a new draft of this tender, whatever its stage (never its prices or dates).
                    <Button
                      icon={<CopyOutlined />}
                      loading={copy.pending}
                      onClick={() => void copy.run({ rfqnum: rfq.rfqnum })}
                      data-testid="copy-rfq"
                    >
                      {t('copy.copy')}
                    </Button>
                  ) : null}
                  {stage === 'DRAFT' ? null : (
                    <Button
                      icon={<FileExcelOutlined />}
                      loading={exportRecord.isPending}
                      onClick={() =>
                        exportRecord.mutate(rfq.rfqnum, {
                          onError: (error) => message.error(errorText(error)),
                        })
                      }
                      data-testid="export-record"
                    >
                      {t('actions.exportRecord')}
                    </Button>
                  )}
                </>
              ) : null
            }
          />
          {rfq.openingquorum === 2 && canUnsealAt(stage) ? <UnsealPanel rfq={rfq} me={role.names} /> : null}
          {rfq.award ? (
            <AwardPanel rfq={rfq} award={rfq.award} approver={role.approver} me={role.names} />
          ) : null}
          <Tabs
            activeKey={tab}
            onChange={showTab}
            className="tp-bt-tabs"
            items={[
              {
                key: 'suppliers',
                label: t('tabs.suppliersCount', { count: rfq.invitations.length }),
                children: (
                  <SuppliersTab
                    rfqnum={rfq.rfqnum}
                    stage={stage}
                    inRound={inRound}
                    invitations={rfq.invitations}
                    onInvite={() => setDialog('invite')}
                    writer={role.buyer}
                  />
                ),
              },
              ...(role.buyer
                ? [
                    {
                      key: 'questions',
                      label: t('tabs.questions'),
                      children: (
                        <div className="tp-bt-tab" data-testid="questions-tab">
                          <QuestionList
                            rfqnum={rfq.rfqnum}
                            page={questionPage}
                            onPage={setQuestionPage}
                            invited={rfq.invitations.length}
                            headingLevel={2}
                          />
                        </div>
                      ),
                    },
                  ]
                : []),
              {
                key: 'comparison',
                label: t('tabs.comparison'),
                children: <ComparisonTab rfq={rfq} stage={stage} tabulation={tabulation} />,
              },
              {
                key: 'history',
                label: t('tabs.history'),
                children: <HistoryTab revisions={rfq.revisions} mails={rfq.mails} audit={rfq.audit} />,
              },
            ]}
          />
          <InviteDialog
            rfqnum={rfq.rfqnum}
            stage={stage}
            invited={invited}
            open={dialog === 'invite'}
            onClose={() => setDialog(null)}
          />
          <CancelDialog
            rfqnum={rfq.rfqnum}
            mailed={
              rfq.status === 'DRAFT' ? 0 : rfq.invitations.filter((i) => i.status !== 'DECLINED').length
            }
            open={dialog === 'cancel'}
            onClose={() => setDialog(null)}
          />
          {stage === 'DRAFT' && role.buyer ? (
            <ScheduleDialog rfq={rfq} open={dialog === 'schedule'} onClose={() => setDialog(null)} />
          ) : null}
          {stage === 'CLOSED' && role.buyer ? (
            <>
              <NegotiateDialog rfq={rfq} open={dialog === 'negotiate'} onClose={() => setDialog(null)} />
              <AwardDialog
                rfq={rfq}
                tabulation={tabulation.data}
                open={dialog === 'award'}
                onClose={() => setDialog(null)}
              />
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
