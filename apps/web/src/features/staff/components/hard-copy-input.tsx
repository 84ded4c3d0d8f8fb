import type { TenderHeader, TenderLine } from '@tender/api-contract';
import { isFlagSet } from '@tender/domain';
import { Alert, App, Button, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { DiscountRateBox } from '../../tenders/components/discount-rate-box';
import { LineCycleAlert } from '../../tenders/components/line-cycle-alert';
import { TenderDetailHeader } from '../../tenders/components/tender-detail-header';
import { TenderGeneralInfo } from '../../tenders/components/tender-general-info';
import { TenderLineTable } from '../../tenders/components/tender-line-table';
import { useLineEditor } from '../../tenders/hooks/use-line-editor';
import type { LineEditControls } from '../../tenders/lib/line-edit-controls';
import { useDeclineHardCopy } from '../api/decline-hard-copy';
import { useHardCopySubmit } from '../hooks/use-hard-copy-submit';
import { PAPER_DECLINE_STATUSES } from '../lib/paper-quote-statuses';
import { NoDeclineDialog } from './no-decline-dialog';

interface HardCopyInputProps {
  header: TenderHeader;
  lines: TenderLine[];
  onBack: () => void;
  onTransition: (status: string) => void;
}

/**
 * Staff type in a supplier's paper quotation of a hard-copy tender (spec 4.4) with the tenders feature's
 * own line editor: the fields a supplier could type online (quantity and price, or only the discount
 * under price negotiation; notes always), then Submit marks the tender price-inputted.
 */
export function HardCopyInput({ header, lines, onBack, onTransition }: HardCopyInputProps) {
  const { t } = useTranslation(['staff', 'tenders']);
  const { message, modal } = App.useApp();
  const negotiation = isFlagSet(header.pricenegotiation);
  const lineControls = useMemo<LineEditControls>(
    () => ({
      quantity: !negotiation,
      price: !negotiation,
      notes: true,
      disc: negotiation,
      showPrices: true,
      priceNegotiation: negotiation,
    }),
    [negotiation],
  );
  const editor = useLineEditor(lines);
  const order = useMemo(() => lines.map((line) => line.seqno), [lines]);
  const [attendedAll, setAttendedAll] = useState(isFlagSet(header.attendedall));
  const [declineOpen, setDeclineOpen] = useState(false);
  const { submit, busy } = useHardCopySubmit({
    header,
    getState: editor.store.getState,
    attendedAll,
    onTransition,
  });
  const decline = useDeclineHardCopy();

  const confirmDecline = useCallback(
    (reason: string) => {
      decline.mutate(
        { udztbnum: header.udztbnum, udztbid: header.udztbid, status: header.status, reason },
        {
          onSuccess: (reply) => {
            setDeclineOpen(false);
            message.success(reply.message || t('staff:decline.done'));
            if (reply.status) onTransition(reply.status);
          },
          onError: (error) => modal.error({ title: t('staff:errors.title'), content: errorText(error) }),
        },
      );
    },
    [decline, header, message, modal, onTransition, t],
  );

  const actions = (
    <Space wrap className="tp-detail-actions">
      <Button type="primary" disabled={busy || decline.isPending} onClick={submit}>
        {t('staff:actions.submit')}
      </Button>
      {PAPER_DECLINE_STATUSES.has(header.status) ? (
        <Button disabled={busy || decline.isPending} onClick={() => setDeclineOpen(true)}>
          {t('staff:actions.decline')}
        </Button>
      ) : null}
    </Space>
  );

  return (
    <div className="tp-tender-detail">
      <TenderDetailHeader
        title={header.rfqnum}
        status={header.status}
        statusdesc={header.statusdesc}
        onBack={onBack}
        actions={actions}
      />
      <Alert type="info" showIcon title={t('staff:input.notice')} className="tp-block" />
      <LineCycleAlert store={editor.store} />
      <TenderGeneralInfo
        header={header}
        attendedAll={attendedAll}
        attendedAllEditable={isFlagSet(header.hassiteinspection)}
        onAttendedAllChange={setAttendedAll}
      />
      <section aria-labelledby="tp-items" className="tp-block">
        <div className="tp-items-heading">
          <h2 id="tp-items" className="tp-section-title">
            {t('tenders:lines.title')}
          </h2>
          {negotiation ? <DiscountRateBox disabled={false} onApply={editor.applyRate} /> : null}
        </div>
        <p className="tp-required-hint">{t('tenders:lines.requiredHint')}</p>
        <TenderLineTable
          store={editor.store}
          order={order}
          controls={lineControls}
          onField={editor.setField}
        />
      </section>
      <NoDeclineDialog
        open={declineOpen}
        busy={decline.isPending}
        onCancel={() => setDeclineOpen(false)}
        onConfirm={confirmDecline}
      />
    </div>
  );
}
