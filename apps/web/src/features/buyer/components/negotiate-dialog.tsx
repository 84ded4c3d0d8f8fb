import type { BuyerRfqDetail } from '@tender/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useNegotiateRfq } from '../api/negotiate-rfq';
import { inputToIso, inputValueAt } from '../lib/zoned-time';
import { SupplierDecisionDialog, SupplierNames } from './supplier-decision-dialog';
import { ZonedTimePicker } from './zoned-time-picker';

interface NegotiateDialogProps {
  rfq: BuyerRfqDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * A price-negotiation round: the buyer chooses suppliers who submitted and a new closing date (on the
 * group's clock), then confirms; their quotations open again until that date and each is e-mailed.
 */
export function NegotiateDialog({ rfq, open, onClose }: NegotiateDialogProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const negotiate = useNegotiateRfq();
  const [closing, setClosing] = useState(() =>
    inputValueAt(new Date(Date.now() + 3 * 86_400_000), clock.timeZone),
  );
  const iso = inputToIso(closing, clock.timeZone);

  return (
    <SupplierDecisionDialog
      kind="negotiate"
      rfq={rfq}
      open={open}
      onClose={onClose}
      request={negotiate}
      check={() => (!iso || new Date(iso).getTime() <= Date.now() ? t('negotiate.closingFuture') : null)}
      fields={
        <>
          <label className="tp-bt-field" htmlFor="tp-bt-negotiate-closing">
            {t('negotiate.closing', { zone: clock.label })}
          </label>
          <ZonedTimePicker id="tp-bt-negotiate-closing" value={closing} onChange={setClosing} />
        </>
      }
      summary={(chosen, submitted) => {
        const names = submitted.filter((i) => chosen.has(i.suppliercode));
        return (
          <>
            <p>{t('negotiate.confirmText', { count: names.length, closing: clock.dateTime(iso) })}</p>
            <SupplierNames items={names} />
          </>
        );
      }}
      onConfirm={async (suppliers) => {
        // Next has checked the date; without one nothing is sent and the dialog stays open.
        if (!iso) throw new Error('no closing date');
        await negotiate.mutateAsync({ rfqnum: rfq.rfqnum, suppliers, closingdate: iso });
      }}
    />
  );
}
