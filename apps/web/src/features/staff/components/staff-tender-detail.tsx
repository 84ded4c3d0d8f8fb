import { canInputPaperQuote, staffDetailControls } from '@tender/domain';
import { QuotationEditor, type TenderDetailViewProps } from '@/features/tenders';
import { HardCopyInput } from './hard-copy-input';

/**
 * The tender detail for staff (spec 2.8, 4.4), mounted by the app's route: a hard-copy bid not yet
 * inputted opens the price input with Submit; every other tender is the supplier's quotation, read-only.
 */
export function StaffTenderDetail(props: TenderDetailViewProps) {
  const controls = staffDetailControls(props.header);
  if (controls.showSubmit && canInputPaperQuote(props.header.status)) return <HardCopyInput {...props} />;
  return <QuotationEditor editedBy="supplier" readOnly {...props} />;
}
