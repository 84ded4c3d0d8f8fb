import { isTenderStatus, STATUS_BADGE_COLOUR } from '@tender/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { invitationStatusLabel } from '../lib/code-labels';

/**
 * An invitation's status in the buyer's words (Awarded, Lost...) in the spec's badge colour; a draft's
 * invitee, who has no invitation yet, reads "Not yet sent".
 */
export function InvitationStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('buyer');
  if (status === '') return <Tag className="tp-status-tag">{t('suppliers.notSent')}</Tag>;
  return (
    <Tag
      color={isTenderStatus(status) ? STATUS_BADGE_COLOUR[status] : 'default'}
      className="tp-status-tag"
      data-status={status}
    >
      {invitationStatusLabel(t, status)}
    </Tag>
  );
}
