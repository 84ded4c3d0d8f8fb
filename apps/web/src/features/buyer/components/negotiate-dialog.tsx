import type { BuyerRfqDetail } from '@tender/api-contract';
import { Alert, Button, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useNegotiateRfq } from '../api/negotiate-rfq';
import { isSubmitted } from '../lib/award-outcome';
import { wallTimeAt, wallTimeToIso } from '../lib/zoned-time';
import { SupplierChoice } from './supplier-choice';

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
  const submitted = useMemo(() => rfq.invitations.filter(isSubmitted), [rfq.invitations]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [closing, setClosing] = useState(() =>
    inputValueAt(new Date(Date.now() + 3 * 86_400_000), clock.timeZone),
  );
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [problem, setProblem] = useState<string | null>(null);
  const iso = inputToIso(closing, clock.timeZone);

  const close = () => {
    setStep('choose');
    setProblem(null);
    negotiate.reset();
    onClose();
  };

  const next = () => {
    if (chosen.size === 0) return setProblem(t('negotiate.chooseOne'));
    if (!iso || new Date(iso).getTime() <= Date.now()) return setProblem(t('negotiate.closingFuture'));
    setProblem(null);
    setStep('confirm');
  };

  const confirm = async () => {
    if (!iso) return;
    try {
      await negotiate.mutateAsync({ rfqnum: rfq.rfqnum, suppliers: [...chosen], closingdate: iso });
      setChosen(new Set());
      close();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const names = submitted.filter((i) => chosen.has(i.suppliercode));
  return (
    <Modal
      open={open}
      title={t('negotiate.title', { rfqnum: rfq.rfqnum })}
      onCancel={close}
      footer={[
        step === 'confirm' ? (
          <Button key="change" onClick={() => setStep('choose')}>
            {t('actions.change')}
          </Button>
        ) : (
          <Button key="back" onClick={close}>
            {t('actions.back')}
          </Button>
        ),
        <Button
          key="ok"
          type="primary"
          loading={negotiate.isPending}
          onClick={step === 'choose' ? next : confirm}
        >
          {step === 'choose' ? t('actions.next') : t('negotiate.ok')}
        </Button>,
      ]}
      destroyOnHidden
    >
      {step === 'choose' ? (
        <>
          <p>{t('negotiate.text')}</p>
          {submitted.length === 0 ? (
            <Alert type="info" showIcon title={t('negotiate.noneSubmitted')} />
          ) : (
            <SupplierChoice
              invitations={submitted}
              chosen={chosen}
              onChange={setChosen}
              label={t('negotiate.suppliers')}
            />
          )}
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
      ) : (
        <>
          <p>{t('negotiate.confirmText', { count: names.length, closing: clock.dateTime(iso) })}</p>
          <ul className="tp-bt-names">
            {names.map((i) => (
              <li key={i.suppliercode}>
                {i.suppliercode} {i.suppliername}
              </li>
            ))}
          </ul>
        </>
      )}
      {problem ? <Alert type="warning" showIcon title={problem} className="tp-bt-dialog-alert" /> : null}
      {negotiate.isError ? (
        <Alert type="error" showIcon title={errorText(negotiate.error)} className="tp-bt-dialog-alert" />
      ) : null}
    </Modal>
  );
}
