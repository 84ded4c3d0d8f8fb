import type { TenderHeader, TenderLine } from '@tender/api-contract';
import { PaperQuotation, type PaperQuotationProps } from './paper-quotation';
import { TenderQuotation } from './tender-quotation';

/** What the tender detail hands the screen once the header and lines are loaded. */
export interface TenderDetailViewProps {
  header: TenderHeader;
  lines: TenderLine[];
  onBack: () => void;
  /** The server answered a new status: the route's status is replaced. */
  onTransition: (status: string) => void;
}

/** The supplier quotes online (autosave, Save, Submit, Acknowledge, Decline); read-only for staff looking. */
interface SupplierEditing {
  editedBy: 'supplier';
  readOnly?: boolean;
}

/** Staff type in the supplier's paper quote of a hard-copy tender and send it whole. */
type StaffEditing = { editedBy: 'staff' } & Omit<PaperQuotationProps, keyof TenderDetailViewProps>;

export type QuotationEditorProps = TenderDetailViewProps & (SupplierEditing | StaffEditing);

/**
 * The quotation of one tender (spec 2.8, 4.4): one layout and one line editor, whoever types. `editedBy`
 * says who: the supplier online, with the supplier's rules, or staff with a paper quotation in hand.
 */
export function QuotationEditor(props: QuotationEditorProps) {
  if (props.editedBy === 'staff') return <PaperQuotation {...props} />;
  return <TenderQuotation {...props} readOnly={props.readOnly ?? false} />;
}
