import type { TenderHeader, TenderLine } from '@tender/api-contract';
import { staffDetailControls } from '@tender/domain';
import { TenderQuotation } from '../../tenders/components/tender-quotation';
import { PAPER_QUOTE_STATUSES } from '../lib/paper-quote-statuses';
import { HardCopyInput } from './hard-copy-input';

interface StaffTenderDetailProps {
  header: TenderHeader;
  lines: TenderLine[];
  onBack: () => void;
  onTransition: (status: string) => void;
}

/**
 * The tender detail for staff (spec 2.8, 4.4): a hard-copy bid not yet inputted opens the price input
 * with Submit; every other tender is the tenders feature's detail, read-only.
 */
export function StaffTenderDetail({ header, lines, onBack, onTransition }: StaffTenderDetailProps) {
  const controls = staffDetailControls(header);
  if (controls.showSubmit && PAPER_QUOTE_STATUSES.has(header.status)) {
    return <HardCopyInput header={header} lines={lines} onBack={onBack} onTransition={onTransition} />;
  }
  return (
    <TenderQuotation header={header} lines={lines} readOnly onBack={onBack} onTransition={onTransition} />
  );
}
