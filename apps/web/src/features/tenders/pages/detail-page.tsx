import type { ComponentType } from 'react';
import type { TenderDetailViewProps } from '../components/quotation-editor';
import { TenderDetail } from '../components/tender-detail';
import '../components/tenders.css';

/**
 * /tenderdetail/...: general information, priced lines and the workflow actions. `view` is the screen of
 * the loaded tender: the supplier's quotation unless the app's route passes staff theirs.
 */
export function TenderDetailPage({ view }: { view?: ComponentType<TenderDetailViewProps> }) {
  return <TenderDetail view={view} />;
}
