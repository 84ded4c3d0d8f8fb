import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupplierLookup } from '../api/find-supplier';
import './staff-aids.css';

/** Milliseconds of quiet typing before the lookup asks the server. */
const LOOKUP_DELAY_MS = 250;

interface SupplierCodeInputProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
}

/**
 * The staff search's supplier code field (issue 18): the code as typed, or part of a supplier's name to
 * pick from the suppliers of the staff user's site (name and code shown); picking one fills its code.
 */
export function SupplierCodeInput({ id, value, onChange }: SupplierCodeInputProps) {
  const { t } = useTranslation('tenders');
  const [asked, setAsked] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(value), LOOKUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  const lookup = useSupplierLookup(asked);
  const matches = asked.trim() === '' ? [] : (lookup.data ?? []);
  return (
    <AutoComplete
      id={id}
      className="tp-supplier-code"
      value={value}
      onChange={(next: string) => onChange(next ?? '')}
      placeholder={t('staff.supplierPlaceholder')}
      popupMatchSelectWidth={false}
      notFoundContent={
        asked.trim() !== '' && lookup.isSuccess && !lookup.isPlaceholderData ? t('staff.noSupplier') : null
      }
      // The label is the code (what the field shows once picked); the list shows name and code.
      options={matches.map((m) => ({ value: m.suppliercode, label: m.suppliercode, name: m.suppliername }))}
      optionRender={(option) => (
        <span className="tp-supplier-option" data-testid="supplier-option">
          <span className="tp-supplier-option__name">{option.data.name}</span>
          <span className="tp-supplier-option__code">{option.data.value}</span>
        </span>
      )}
    />
  );
}
