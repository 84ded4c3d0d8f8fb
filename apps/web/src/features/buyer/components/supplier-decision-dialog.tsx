import type { BuyerInvitation, BuyerRfqDetail } from '@tender/api-contract';
import { Alert, Button, Modal } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { isSubmitted } from '../lib/award-outcome';
import { SupplierChoice } from './supplier-choice';

/** The decision's request as the dialog shows it: in flight, failed (with its error), reset on closing. */
interface DecisionRequest {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

interface SupplierDecisionDialogProps {
  /** Award or a negotiation round: the texts are `<kind>.title`, `.text`, `.suppliers`, `.ok`... */
  kind: 'award' | 'negotiate';
  rfq: BuyerRfqDetail;
  open: boolean;
  onClose: () => void;
  request: DecisionRequest;
  /** Suppliers with the lowest total, marked beside their names. */
  lowest?: ReadonlySet<string>;
  /** More fields under the suppliers (the round's closing date). */
  fields?: ReactNode;
  /** Checked by Next once a supplier is chosen: what is wrong, or null. */
  check?: () => string | null;
  /** The confirmation step: what the decision does to the chosen suppliers (codes) of those who submitted. */
  summary: (chosen: ReadonlySet<string>, submitted: readonly BuyerInvitation[]) => ReactNode;
  /** Sends the decision; a rejection keeps the dialog open with the request's error. */
  onConfirm: (suppliers: string[]) => Promise<unknown>;
}

/** Suppliers by code and name, one a line (who a decision awards, passes over or asks again). */
export function SupplierNames({ items }: { items: readonly BuyerInvitation[] }) {
  return (
    <ul className="tp-bt-names">
      {items.map((i) => (
        <li key={i.suppliercode}>
          {i.suppliercode} {i.suppliername}
        </li>
      ))}
    </ul>
  );
}

interface StepFooterProps {
  step: 'choose' | 'confirm';
  busy: boolean;
  /** The confirming button's text. */
  okText: string;
  onClose: () => void;
  onChange: () => void;
  onNext: () => void;
  onConfirm: () => void;
}

/** The buttons of a two-step decision: Back or Change, and Next or the decision itself. */
export function StepFooter({ step, busy, okText, onClose, onChange, onNext, onConfirm }: StepFooterProps) {
  const { t } = useTranslation('buyer');
  return (
    <>
      {step === 'confirm' ? (
        <Button onClick={onChange}>{t('actions.change')}</Button>
      ) : (
        <Button onClick={onClose}>{t('actions.back')}</Button>
      )}
      <Button type="primary" loading={busy} onClick={step === 'choose' ? onNext : onConfirm}>
        {step === 'choose' ? t('actions.next') : okText}
      </Button>
    </>
  );
}

/**
 * A decision on suppliers who submitted (award, a negotiation round), in two steps: the buyer chooses
 * one or more of them (and what else the decision needs), then reads what will happen before confirming.
 */
export function SupplierDecisionDialog(props: SupplierDecisionDialogProps) {
  const { kind, rfq, open, onClose, request, lowest, fields, check, summary, onConfirm } = props;
  const { t } = useTranslation('buyer');
  const submitted = useMemo(() => rfq.invitations.filter(isSubmitted), [rfq.invitations]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setStep('choose');
    setProblem(null);
    request.reset();
    onClose();
  };

  const next = () => {
    const found = chosen.size === 0 ? t(`${kind}.chooseOne`) : (check?.() ?? null);
    setProblem(found);
    if (!found) setStep('confirm');
  };

  const confirm = async () => {
    try {
      await onConfirm([...chosen]);
      setChosen(new Set());
      close();
    } catch {
      // Shown below from the request's error.
    }
  };

  return (
    <Modal
      open={open}
      title={t(`${kind}.title`, { rfqnum: rfq.rfqnum })}
      onCancel={close}
      footer={
        <StepFooter
          step={step}
          busy={request.isPending}
          okText={t(`${kind}.ok`)}
          onClose={close}
          onChange={() => setStep('choose')}
          onNext={next}
          onConfirm={confirm}
        />
      }
      destroyOnHidden
    >
      {step === 'choose' ? (
        <>
          <p>{t(`${kind}.text`)}</p>
          {submitted.length === 0 ? (
            <Alert type="info" showIcon title={t(`${kind}.noneSubmitted`)} />
          ) : (
            <SupplierChoice
              invitations={submitted}
              chosen={chosen}
              onChange={setChosen}
              label={t(`${kind}.suppliers`)}
              lowest={lowest}
            />
          )}
          {fields}
        </>
      ) : (
        summary(chosen, submitted)
      )}
      {problem ? <Alert type="warning" showIcon title={problem} className="tp-bt-dialog-alert" /> : null}
      {request.isError ? (
        <Alert type="error" showIcon title={errorText(request.error)} className="tp-bt-dialog-alert" />
      ) : null}
    </Modal>
  );
}
