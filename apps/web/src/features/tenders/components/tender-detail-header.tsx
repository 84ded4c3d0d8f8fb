import { memo, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { ClosedTag, TenderStatusTag } from '@/components/tender-status-tag';
import { useStickyHeader } from '../hooks/use-sticky-header';

interface TenderDetailHeaderProps {
  title: string;
  status: string;
  statusdesc?: string;
  /** Past its closing date: a Closed tag beside the status, which may still read Waiting for Quotation. */
  closed?: boolean;
  onBack: () => void;
  /** The action buttons ride in the header so they stay reachable on a long tender. */
  actions: ReactNode;
}

/** Back button, tender number and status badge; compact and pinned once scrolled past it (spec 2.8, 9). */
export const TenderDetailHeader = memo(function TenderDetailHeader({
  title,
  status,
  statusdesc,
  closed = false,
  onBack,
  actions,
}: TenderDetailHeaderProps) {
  const { t } = useTranslation('tenders');
  const slot = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  const { stuck, slotStyle, headerStyle } = useStickyHeader(slot, ref);

  return (
    <div ref={slot} className="tp-detail-header-slot" style={slotStyle}>
      <div
        ref={ref}
        className={stuck ? 'tp-detail-header tp-detail-header--stuck' : 'tp-detail-header'}
        style={headerStyle}
      >
        <Button onClick={onBack}>
          <span aria-hidden="true">←</span> {t('detail.back')}
        </Button>
        <h1 className="plain-h1 tp-detail-title">{t('detail.title', { rfqnum: title })}</h1>
        <span>
          <TenderStatusTag status={status} statusdesc={statusdesc} />
          {closed ? <ClosedTag data-testid="detail-closed-tag" /> : null}
        </span>
        <div className="tp-detail-header-actions">{actions}</div>
      </div>
    </div>
  );
});
