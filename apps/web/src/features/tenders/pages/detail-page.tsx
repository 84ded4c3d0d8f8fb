import { TenderDetail } from '../components/tender-detail';
import '../components/tenders.css';

/** /tenderdetail/...: general information, priced lines and the workflow actions. */
export function TenderDetailPage() {
  return <TenderDetail />;
}
