import type { BuyerRfqStage } from '@tender/api-contract';
import { RFQ_STAGE_BADGE_COLOUR, RFQ_STAGE_LABEL_KEY } from '@tender/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The stage of an RFQ as a tag (Draft, Open, Closed, Awarded, Cancelled), in the language shown. */
export function RfqStageTag({ stage }: { stage: BuyerRfqStage }) {
  const { t } = useTranslation('buyer');
  return (
    <Tag color={RFQ_STAGE_BADGE_COLOUR[stage]} className="tp-status-tag" data-stage={stage}>
      {t(RFQ_STAGE_LABEL_KEY[stage])}
    </Tag>
  );
}
