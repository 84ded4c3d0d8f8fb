import type { BuyerInvitation, BuyerRfqDetail } from '@tender/api-contract';
import { Alert, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAwardRfq } from '../api/award-rfq';
import { awardOutcome } from '../lib/award-outcome';
import { SupplierDecisionDialog, SupplierNames } from './supplier-decision-dialog';

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
      <SupplierNames items={items} />
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

  const summary = (chosen: ReadonlySet<string>, submitted: readonly BuyerInvitation[]) => {
    const outcome = awardOutcome(rfq.invitations, chosen);
    // Awarding past the lowest total is allowed, but said.
    const notLowest =
      lowest.size > 0 && ![...chosen].some((code) => lowest.has(code))
        ? submitted
            .filter((i) => lowest.has(i.suppliercode))
            .map((i) => `${i.suppliercode} ${i.suppliername}`)
        : [];
    return (
      <div data-testid="award-summary">
        <p>{t('award.confirmText')}</p>
        <OutcomeGroup title={t('award.awarded', { count: outcome.awarded.length })} items={outcome.awarded} />
        <OutcomeGroup title={t('award.lost', { count: outcome.lost.length })} items={outcome.lost} />
        <OutcomeGroup
          title={t('award.noresponse', { count: outcome.noresponse.length })}
          items={outcome.noresponse}
        />
        {notLowest.length > 0 ? (
          <Alert type="warning" showIcon title={t('award.notLowest', { suppliers: notLowest.join(', ') })} />
        ) : null}
        <p className="tp-bt-note tp-bt-spaced">{t('award.mails')}</p>
      </div>
    );
  };

  return (
    <SupplierDecisionDialog
      kind="award"
      rfq={rfq}
      open={open}
      onClose={onClose}
      request={award}
      lowest={lowest}
      summary={summary}
      onConfirm={async (suppliers) => {
        const result = await award.mutateAsync({ rfqnum: rfq.rfqnum, suppliers });
        message.success(t('award.done', { count: result.awarded }));
      }}
    />
  );
}
