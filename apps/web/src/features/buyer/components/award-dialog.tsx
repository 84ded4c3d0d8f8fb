import type { BuyerInvitation, BuyerRfqDetail } from '@tender/api-contract';
import { Alert, App, Button, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useAwardRfq } from '../api/award-rfq';
import { awardOutcome, isSubmitted } from '../lib/award-outcome';
import { SupplierChoice } from './supplier-choice';

interface AwardDialogProps {
  rfq: BuyerRfqDetail;
  /** Suppliers with the lowest total in the comparison, marked beside their names. */
  lowest: ReadonlySet<string>;
  open: boolean;
  onClose: () => void;
}

function OutcomeGroup({ title, items }: { title: string; items: readonly BuyerInvitation[] }) {
  if (items.length === 0) return null;
  return (
    <section className="tp-bt-outcome">
      <h2 className="tp-bt-outcome__title">{title}</h2>
      <ul className="tp-bt-names">
        {items.map((i) => (
          <li key={i.suppliercode}>
            {i.suppliercode} {i.suppliername}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Award: the buyer chooses one or more suppliers who submitted, then sees what happens to everyone (who is
 * awarded, who loses, who gets no response, who is e-mailed) before confirming.
 */
export function AwardDialog({ rfq, lowest, open, onClose }: AwardDialogProps) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const award = useAwardRfq();
  const submitted = useMemo(() => rfq.invitations.filter(isSubmitted), [rfq.invitations]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = awardOutcome(rfq.invitations, chosen);
  // Checked before the confirmation: awarding past the lowest total is allowed, but said.
  const notLowest =
    lowest.size > 0 && ![...chosen].some((code) => lowest.has(code))
      ? submitted.filter((i) => lowest.has(i.suppliercode)).map((i) => `${i.suppliercode} ${i.suppliername}`)
      : [];

  const close = () => {
    setStep('choose');
    setProblem(null);
    award.reset();
    onClose();
  };

  const next = () => {
    if (chosen.size === 0) return setProblem(t('award.chooseOne'));
    setProblem(null);
    setStep('confirm');
  };

  const confirm = async () => {
    try {
      const result = await award.mutateAsync({ rfqnum: rfq.rfqnum, suppliers: [...chosen] });
      message.success(t('award.done', { count: result.awarded }));
      setChosen(new Set());
      close();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Modal
      open={open}
      title={t('award.title', { rfqnum: rfq.rfqnum })}
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
          loading={award.isPending}
          onClick={step === 'choose' ? next : confirm}
        >
          {step === 'choose' ? t('actions.next') : t('award.ok')}
        </Button>,
      ]}
      destroyOnHidden
    >
      {step === 'choose' ? (
        <>
          <p>{t('award.text')}</p>
          {submitted.length === 0 ? (
            <Alert type="info" showIcon title={t('award.noneSubmitted')} />
          ) : (
            <SupplierChoice
              invitations={submitted}
              chosen={chosen}
              onChange={setChosen}
              label={t('award.suppliers')}
              lowest={lowest}
            />
          )}
        </>
      ) : (
        <div data-testid="award-summary">
          <p>{t('award.confirmText')}</p>
          <OutcomeGroup
            title={t('award.awarded', { count: outcome.awarded.length })}
            items={outcome.awarded}
          />
          <OutcomeGroup title={t('award.lost', { count: outcome.lost.length })} items={outcome.lost} />
          <OutcomeGroup
            title={t('award.noresponse', { count: outcome.noresponse.length })}
            items={outcome.noresponse}
          />
          {notLowest.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={t('award.notLowest', { suppliers: notLowest.join(', ') })}
            />
          ) : null}
          <p className="tp-bt-note tp-bt-spaced">{t('award.mails')}</p>
        </div>
      )}
      {problem ? <Alert type="warning" showIcon title={problem} className="tp-bt-dialog-alert" /> : null}
      {award.isError ? (
        <Alert type="error" showIcon title={errorText(award.error)} className="tp-bt-dialog-alert" />
      ) : null}
    </Modal>
  );
}
