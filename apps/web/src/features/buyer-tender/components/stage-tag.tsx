import type { BuyerRfqStage } from '@tender/api-contract';
import { RFQ_STAGE_BADGE_COLOUR, RFQ_STAGE_LABEL_KEY } from '@tender/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** An RFQ's stage in words (Draft, Open, Closed, Awarded, Cancelled) in the domain's badge colour. */
export function StageTag({ stage }: { stage: BuyerRfqStage }) {
  const { t } = useTranslation('buyer-tender');
  return (
    <Tag color={RFQ_STAGE_BADGE_COLOUR[stage]} className="tp-status-tag" data-stage={stage}>
      {t(RFQ_STAGE_LABEL_KEY[stage])}
    </Tag>
  );
}
