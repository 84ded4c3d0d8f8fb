import { canRecordPaperDecline } from '@tender/domain';
import { App, Button, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuotationEditor, type TenderDetailViewProps } from '@/features/tenders';
import { errorText } from '@/lib/api-client';
import { useDeclineHardCopy } from '../api/decline-hard-copy';
import { useInputHardCopy } from '../api/input-hard-copy';
import { NoDeclineDialog } from './no-decline-dialog';

/**
 * Staff type in a supplier's paper quotation of a hard-copy tender (spec 4.4) in the tenders feature's
 * quotation editor; Submit sends it whole (updateudztb_supp) and marks the tender price-inputted, Decline
 * records the supplier's written decline.
 */
export function HardCopyInput({ header, lines, onBack, onTransition }: TenderDetailViewProps) {
  const { t } = useTranslation('staff');
  const { message, modal } = App.useApp();
  const [declineOpen, setDeclineOpen] = useState(false);
  const input = useInputHardCopy();
  const decline = useDeclineHardCopy();
  const texts = useMemo(
    () => ({
      confirmTitle: t('confirm.submitTitle'),
      confirm: t('confirm.submit'),
      ok: t('actions.submit'),
      cancel: t('actions.cancel'),
      done: t('input.done'),
      errorTitle: t('errors.title'),
    }),
    [t],
  );

  const confirmDecline = useCallback(
    (reason: string) => {
      decline.mutate(
        { udztbnum: header.udztbnum, udztbid: header.udztbid, status: header.status, reason },
        {
          onSuccess: (reply) => {
            setDeclineOpen(false);
            message.success(reply.message || t('decline.done'));
            if (reply.status) onTransition(reply.status);
          },
          onError: (error) => modal.error({ title: t('errors.title'), content: errorText(error) }),
        },
      );
    },
    [decline, header, message, modal, onTransition, t],
  );

  return (
    <QuotationEditor
      editedBy="staff"
      header={header}
      lines={lines}
      onBack={onBack}
      onTransition={onTransition}
      notice={t('input.notice')}
      send={input.mutateAsync}
      texts={texts}
      actions={(save) => (
        <Space wrap className="tp-detail-actions">
          <Button type="primary" disabled={save.busy || decline.isPending} onClick={save.submit}>
            {t('actions.submit')}
          </Button>
          {canRecordPaperDecline(header.status) ? (
            <Button disabled={save.busy || decline.isPending} onClick={() => setDeclineOpen(true)}>
              {t('actions.decline')}
            </Button>
          ) : null}
        </Space>
      )}
    >
      <NoDeclineDialog
        open={declineOpen}
        busy={decline.isPending}
        onCancel={() => setDeclineOpen(false)}
        onConfirm={confirmDecline}
      />
    </QuotationEditor>
  );
}
