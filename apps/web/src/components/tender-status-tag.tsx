import { isTenderStatus, STATUS_BADGE_COLOUR, STATUS_LABEL_KEY } from '@tender/domain';
import { useTranslation } from 'react-i18next';
import { Tag } from './plain/tag';

interface TenderStatusTagProps {
  status: string;
  statusdesc?: string;
}

/** A status as its translated label (WTQUOTE reads 'Waiting for Quotation') in the spec's badge colour. */
export function TenderStatusTag({ status, statusdesc }: TenderStatusTagProps) {
  const { t } = useTranslation('tenders');
  if (!isTenderStatus(status)) {
    return <Tag className="tp-status-tag">{statusdesc || status}</Tag>;
  }
  return (
    <Tag color={STATUS_BADGE_COLOUR[status]} className="tp-status-tag" data-status={status}>
      {t(STATUS_LABEL_KEY[status])}
    </Tag>
  );
}

/** 'Closed' in red, beside a status that may still read Waiting for Quotation past the closing date. */
export function ClosedTag({ 'data-testid': testId }: { 'data-testid'?: string }) {
  const { t } = useTranslation('tenders');
  return (
    <Tag color="red" className="tp-closed-tag" data-testid={testId}>
      {t('time.closed')}
    </Tag>
  );
}
