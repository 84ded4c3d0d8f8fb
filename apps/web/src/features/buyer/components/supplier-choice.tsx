import type { BuyerInvitation } from '@tender/api-contract';
import { Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface SupplierChoiceProps {
  /** The submitted invitations to choose from. */
  invitations: readonly BuyerInvitation[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  /** Names the group for screen readers. */
  label: string;
  /** A supplier code whose quotation has the lowest total, marked in words. */
  lowest?: ReadonlySet<string>;
}

/** Check boxes of the suppliers who submitted, each with its code, name and how it quoted. */
export function SupplierChoice({ invitations, chosen, onChange, label, lowest }: SupplierChoiceProps) {
  const { t } = useTranslation('buyer');
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    onChange(next);
  };
  return (
    <fieldset className="tp-bt-choice">
      <legend className="tp-bt-choice__legend">{label}</legend>
      {invitations.map((invitation) => (
        <div key={invitation.suppliercode} className="tp-bt-choice__item">
          <Checkbox
            checked={chosen.has(invitation.suppliercode)}
            onChange={(event) => toggle(invitation.suppliercode, event.target.checked)}
          >
            <span className="tp-bt-choice__name">
              {invitation.suppliercode} {invitation.suppliername}
            </span>
          </Checkbox>
          {invitation.hardcopy ? <Tag>{t('suppliers.hardCopy')}</Tag> : null}
          {lowest?.has(invitation.suppliercode) ? (
            <Tag color="#237804">{t('comparison.lowestTotal')}</Tag>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
