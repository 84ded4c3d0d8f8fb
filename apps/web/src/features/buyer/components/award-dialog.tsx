import type { BuyerInvitation, BuyerRfqDetail, Tabulation } from '@tender/api-contract';
import { formatMoney } from '@tender/domain';
import { Alert, App, Button, Form, Input, Modal, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useAwardRfq } from '../api/award-rfq';
import { awardOutcome } from '../lib/award-outcome';
import {
  type AwardPlan,
  awardableLines,
  awardParts,
  awardTotals,
  bestRankedOf,
  giveAllTo,
  initialPlan,
  isJustificationShort,
  JUSTIFICATION_MIN_LENGTH,
  linesNotLowest,
  needsApproval,
} from '../lib/award-plan';
import { AwardLineChoices } from './award-line-choices';
import { StepFooter, SupplierNames } from './supplier-decision-dialog';

interface AwardDialogProps {
  rfq: BuyerRfqDetail;
  tabulation: Tabulation | undefined;
  open: boolean;
  onClose: () => void;
}

function OutcomeGroup({ title, items }: { title: string; items: readonly BuyerInvitation[] }) {
  if (items.length === 0) return null;
  return (
    <section className="tp-bt-outcome">
      <h2 className="tp-bt-outcome__title">{title}</h2>
      <SupplierNames items={items} />
    </section>
  );
}

/**
 * Award, split by line (issue 29): the buyer picks the winner of each priced entry line (the lowest
 * preselected, "all to" a supplier in one click, a line may be left unawarded) and sees the awarded total
 * per supplier and overall; then reads what happens to everyone, whether it waits for an approver, and
 * justifies it before confirming. The server recomputes everything and decides.
 */
export function AwardDialog({ rfq, tabulation, open, onClose }: AwardDialogProps) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const award = useAwardRfq();
  const lines = useMemo(() => (tabulation ? awardableLines(tabulation) : []), [tabulation]);
  const [plan, setPlan] = useState<AwardPlan | null>(null);
  // Ranked on criteria (issue 33): the best ranked is preselected, else the lowest of each line.
  const best = useMemo(() => bestRankedOf(tabulation), [tabulation]);
  const current = useMemo(() => plan ?? initialPlan(lines, best), [plan, lines, best]);
  const totals = useMemo(() => awardTotals(current, lines), [current, lines]);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [justification, setJustification] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const currency = tabulation?.currency ?? rfq.currency;
  const names = useMemo(
    () => new Map((tabulation?.suppliers ?? []).map((s) => [s.suppliercode, s.suppliername])),
    [tabulation],
  );
  const approval = needsApproval(totals.total, rfq.awardapprovalthreshold);
  const short = isJustificationShort(justification);

  const close = () => {
    setStep('choose');
    setProblem(null);
    setTouched(false);
    award.reset();
    onClose();
  };

  const next = () => {
    const found = totals.lines === 0 ? t('award.nothingAwarded') : null;
    setProblem(found);
    if (!found) setStep('confirm');
  };

  const confirm = async () => {
    setTouched(true);
    if (short) return;
    try {
      const result = await award.mutateAsync({
        rfqnum: rfq.rfqnum,
        awards: awardParts(totals),
        justification: justification.trim(),
      });
      message.success(
        result.state === 'PENDING_APPROVAL'
          ? t('award.proposed')
          : t('award.done', { count: result.awarded }),
      );
      setPlan(null);
      setJustification('');
      close();
    } catch {
      // Shown below from the request's error.
    }
  };

  const dearer = step === 'confirm' ? linesNotLowest(current, lines) : [];
  const outcome = awardOutcome(rfq.invitations, new Set(totals.suppliers.map((s) => s.suppliercode)));
  const supplierTotals = (
    <section className="tp-bt-award-totals" aria-label={t('award.totals')} data-testid="award-totals">
      <h2 className="tp-bt-outcome__title">{t('award.totals')}</h2>
      <ul className="tp-bt-names">
        {totals.suppliers.map((s) => (
          <li key={s.suppliercode} data-testid="award-supplier-total" data-supplier={s.suppliercode}>
            {t('award.supplierTotal', {
              supplier: `${s.suppliercode} ${names.get(s.suppliercode) ?? ''}`.trim(),
              count: s.seqnos.length,
              amount: formatMoney(s.total, currency),
            })}
          </li>
        ))}
      </ul>
      <p className="tp-bt-bold" data-testid="award-total">
        {t('award.overall', {
          amount: formatMoney(totals.total, currency),
          lines: totals.lines,
          of: lines.length,
        })}
      </p>
      {approval ? (
        <Alert type="warning" showIcon title={t('award.needsApproval')} data-testid="award-needs-approval" />
      ) : rfq.awardapprovalthreshold !== null ? (
        <p className="tp-bt-note">
          {t('award.underThreshold', { amount: formatMoney(rfq.awardapprovalthreshold, currency) })}
        </p>
      ) : null}
    </section>
  );

  return (
    <Modal
      open={open}
      width={760}
      title={t('award.title', { rfqnum: rfq.rfqnum })}
      onCancel={close}
      footer={
        <StepFooter
          step={step}
          busy={award.isPending}
          okText={approval ? t('award.okPropose') : t('award.ok')}
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
          <p>{t('award.text')}</p>
          {!tabulation ? (
            <Skeleton active />
          ) : lines.length === 0 ? (
            <Alert type="info" showIcon title={t('award.noneSubmitted')} />
          ) : (
            <>
              {best ? (
                <Alert
                  type="info"
                  showIcon
                  data-testid="award-best-ranked"
                  title={t('award.bestRanked', {
                    supplier: `${best} ${names.get(best) ?? ''}`.trim(),
                  })}
                />
              ) : null}
              <div className="tp-bt-buttons tp-bt-award-all" data-testid="award-give-all">
                {(tabulation?.suppliers ?? []).map((s) => (
                  <Button
                    key={s.suppliercode}
                    size="small"
                    onClick={() => setPlan(giveAllTo(current, lines, s.suppliercode))}
                  >
                    {t('award.giveAll', { supplier: `${s.suppliercode} ${s.suppliername}` })}
                  </Button>
                ))}
              </div>
              <AwardLineChoices
                lines={lines}
                plan={current}
                names={names}
                onChange={(seqno, code) => setPlan(new Map(current).set(seqno, code))}
              />
              {supplierTotals}
            </>
          )}
        </>
      ) : (
        <div data-testid="award-summary">
          <p>{t('award.confirmText')}</p>
          {supplierTotals}
          <OutcomeGroup
            title={t('award.awarded', { count: outcome.awarded.length })}
            items={outcome.awarded}
          />
          <OutcomeGroup title={t('award.lost', { count: outcome.lost.length })} items={outcome.lost} />
          <OutcomeGroup
            title={t('award.noresponse', { count: outcome.noresponse.length })}
            items={outcome.noresponse}
          />
          {dearer.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              data-testid="award-not-lowest"
              title={t('award.notLowestLines', {
                count: dearer.length,
                lines: dearer.slice(0, 20).join(', ') + (dearer.length > 20 ? '…' : ''),
              })}
            />
          ) : null}
          <p className="tp-bt-note tp-bt-spaced">{approval ? t('award.mailsApproval') : t('award.mails')}</p>
          <Form layout="vertical" onFinish={confirm}>
            <Form.Item
              label={t('award.justification')}
              required
              validateStatus={touched && short ? 'error' : undefined}
              help={
                touched && short
                  ? t('award.justificationShort', { min: JUSTIFICATION_MIN_LENGTH })
                  : t('award.justificationHelp', { min: JUSTIFICATION_MIN_LENGTH })
              }
              htmlFor="tp-bt-award-justification"
            >
              <Input.TextArea
                id="tp-bt-award-justification"
                value={justification}
                maxLength={4000}
                rows={3}
                onChange={(event) => setJustification(event.target.value)}
              />
            </Form.Item>
          </Form>
        </div>
      )}
      {problem ? <Alert type="warning" showIcon title={problem} className="tp-bt-dialog-alert" /> : null}
      {award.isError ? (
        <Alert type="error" showIcon title={errorText(award.error)} className="tp-bt-dialog-alert" />
      ) : null}
    </Modal>
  );
}
