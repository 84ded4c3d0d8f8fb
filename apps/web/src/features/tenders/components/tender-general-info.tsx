import type { TenderHeader } from '@tender/api-contract';
import { isAwaitingSupplier } from '@tender/domain';
import { Checkbox, Descriptions, type DescriptionsProps, Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeLeft } from '@/components/time-left';
import { useSiteClock } from '@/hooks/use-site-clock';
import { codeLabel } from '@/lib/code-label';
import './submission.css';

interface TenderGeneralInfoProps {
  header: TenderHeader;
  attendedAll: boolean;
  attendedAllEditable: boolean;
  onAttendedAllChange: (value: boolean) => void;
  /** The page's clock, so the time left and the closing take effect together (staff: none shown). */
  now?: Date;
}

/** Each contact reads 'name, e-mail, phone' with the blanks left out (spec 2.8). */
function contactText(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part?.trim()).join(', ');
}

export const TenderGeneralInfo = memo(function TenderGeneralInfo(props: TenderGeneralInfoProps) {
  const { header, attendedAll, attendedAllEditable, onAttendedAllChange, now } = props;
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();

  const items: DescriptionsProps['items'] = [
    { key: 'rfqnum', label: t('detail.tenderNo'), children: header.rfqnum },
    { key: 'supplier', label: t('detail.supplierName'), children: header.suppliername },
    { key: 'content', label: t('detail.description'), children: header.content, span: 2 },
    {
      key: 'collect',
      label: t('detail.tenderCollectVia'),
      children: codeLabel(t, 'collectVia', header.tendercollectvia),
    },
    {
      key: 'closing',
      label: t('detail.closingDate'),
      children: (
        <span className="tp-closing">
          <span className="tp-nowrap">{clock.dateTime(header.closingdate)}</span>
          {/* The time left matters while the supplier still has something to do (as in the list). */}
          {now && isAwaitingSupplier(header.status) ? (
            <TimeLeft
              closing={header.closingdate}
              now={now}
              className="tp-time-left"
              closed={
                <Tag color="red" className="tp-closed-tag">
                  {t('time.closed')}
                </Tag>
              }
            />
          ) : null}
        </span>
      ),
    },
    {
      key: 'contact1',
      label: t('detail.contact1'),
      children: contactText(header.contact1, header.email1, header.phone1),
    },
    {
      key: 'contact2',
      label: t('detail.contact2'),
      children: contactText(header.contact2, header.email2, header.phone2),
    },
    { key: 'remark', label: t('detail.remark'), children: header.remark, span: 2 },
    {
      key: 'attended',
      label: t('detail.siteInspection'),
      span: 2,
      // Only a box that can be ticked is a box; otherwise the answer reads as text (issue 18, item 15).
      children: attendedAllEditable ? (
        <Checkbox checked={attendedAll} onChange={(event) => onAttendedAllChange(event.target.checked)}>
          {t('detail.attendedAll')}
        </Checkbox>
      ) : (
        <span data-testid="attended-all-text">
          {header.hassiteinspection !== '1' && header.siteinspections === 0
            ? t('detail.noSiteInspection')
            : t(attendedAll ? 'detail.attendedAllYes' : 'detail.attendedAllNo')}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="tp-general-info">
      <h2 id="tp-general-info" className="tp-section-title">
        {t('detail.generalInfo')}
      </h2>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
    </section>
  );
});
