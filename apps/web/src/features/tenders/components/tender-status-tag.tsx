import { isTenderStatus, STATUS_BADGE_COLOUR, STATUS_LABEL_KEY } from '@tender/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

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
