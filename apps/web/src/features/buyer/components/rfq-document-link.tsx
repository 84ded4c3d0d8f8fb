import type { BuyerDocument } from '@tender/api-contract';
import { useOpenRfqDocument } from '../hooks/use-open-rfq-document';

interface RfqDocumentLinkProps {
  rfqnum: string;
  document: Pick<BuyerDocument, 'documentid' | 'filename' | 'docurl'>;
}

/**
 * An attachment of the buyer's RFQ as a real link (the browser may open it in a tab as it is); a click
 * opens it as the portal opens files, with a fresh link when the one on screen is near its end.
 */
export function RfqDocumentLink({ rfqnum, document }: RfqDocumentLinkProps) {
  const openDocument = useOpenRfqDocument(rfqnum);
  return (
    <a
      href={document.docurl}
      className="tp-buyer-doc-link"
      onClick={(event) => {
        event.preventDefault();
        void openDocument(document.documentid);
      }}
    >
      {document.filename}
    </a>
  );
}
