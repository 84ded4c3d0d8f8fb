import { ErrorCode } from '@tender/api-contract/error-codes';
import { inNegotiationRound, rfqActionVerdict } from '@tender/domain';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError, errorText } from '@/lib/api-client';
import { useBuyerRfq } from '../api/get-buyer-rfq';
import { RfqEditor } from '../components/rfq-editor';
import { BUYER_HOME, rfqPath } from '../lib/paths';
import '../components/buyer.css';

/** /buyer/rfq/new and /buyer/rfq/:rfqnum/edit: the editor of a new tender, a draft, or an open tender. */
export function RfqEditorPage() {
  const { t } = useTranslation('buyer');
  const rfqnum = useParams().rfqnum ?? '';
  usePageTitle(rfqnum ? 'buyerEditTender' : 'buyerNewTender', rfqnum || null);
  const detail = useBuyerRfq(rfqnum);

  if (!rfqnum) return <RfqEditor detail={null} />;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.code === ErrorCode.NO_SUCH_TENDER;
    return (
      <Alert
        type="error"
        showIcon
        title={missing ? t('editor.noSuchTender', { rfqnum }) : errorText(detail.error)}
        action={
          missing ? (
            <Link to={BUYER_HOME}>{t('editor.toList')}</Link>
          ) : (
            <Button onClick={() => void detail.refetch()}>{t('editor.retry')}</Button>
          )
        }
      />
    );
  }
  const rfq = detail.data;
  // The domain's table, as the server decides a save: a draft is edited, an open tender amended, and
  // neither during a negotiation round or after closing.
  const inRound = inNegotiationRound({ stage: rfq.status, closingdate: rfq.closingdate });
  const verdict = rfqActionVerdict(rfq.status === 'DRAFT' ? 'edit' : 'amend', rfq.status, inRound);
  if (verdict !== 'allowed') {
    return (
      <Alert
        type="warning"
        showIcon
        title={
          inRound
            ? t('editor.inRound', { rfqnum: rfq.rfqnum })
            : t('editor.notEditable', { rfqnum: rfq.rfqnum, stage: t(`rfqStage.${rfq.status}`) })
        }
        action={<Link to={rfqPath(rfq.rfqnum)}>{t('editor.toTender')}</Link>}
      />
    );
  }
  // A new key per RFQ: the editor starts from the detail once and keeps the buyer's edits after that.
  return <RfqEditor key={rfq.rfqnum} detail={rfq} />;
}
