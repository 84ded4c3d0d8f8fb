import type { BuyerRfqDetail } from '@tender/api-contract';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useNegotiateRfq } from '../api/negotiate-rfq';
import { wallTimeAt, wallTimeToIso } from '../lib/zoned-time';
import { SupplierDecisionDialog, SupplierNames } from './supplier-decision-dialog';

interface NegotiateDialogProps {
  rfq: BuyerRfqDetail;
  open: boolean;
  onClose: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' of a datetime-local input read as the group's clock, as ISO with its offset. */
function inputToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return wallTimeToIso({ year, month, day, hour, minute }, timeZone);
}

function inputValueAt(instant: Date, timeZone: string): string {
  const w = wallTimeAt(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
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
          <Input
            id="tp-bt-negotiate-closing"
            type="datetime-local"
            value={closing}
            min={inputValueAt(new Date(), clock.timeZone)}
            onChange={(event) => setClosing(event.target.value)}
          />
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
