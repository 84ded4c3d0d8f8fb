import type { TenderHeader } from '@tender/api-contract';
import { isAwaitingSupplier, PRICE_CRITERION } from '@tender/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/plain/checkbox';
import { Descriptions, type DescriptionsItem } from '@/components/plain/descriptions';
import { ClosedTag } from '@/components/tender-status-tag';
import { TimeLeft } from '@/components/time-left';
import { PHONE_HEADER_QUERY, useMediaQuery } from '@/hooks/use-media-query';
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
  /**
   * Folded to its essentials (a phone, once the tender is acknowledged: issue 35, item 8): the closing date
   * and time left, the site-inspection tick while it can be ticked; the contacts and the rest one tap away.
   */
  folded?: boolean;
}

/** What the folded information keeps in view; the contacts and the rest fold under a tap each. */
const ESSENTIAL = new Set(['closing']);
const CONTACTS = new Set(['contact1', 'contact2']);

/**
 * Each contact reads 'name, e-mail, phone' with the blanks left out (spec 2.8); the e-mail and the phone are
 * links, so a tap writes or calls.
 */
function Contact(props: { name?: string | null; email?: string | null; phone?: string | null }) {
  const name = props.name?.trim();
  const email = props.email?.trim();
  const phone = props.phone?.trim();
  const parts = [
    name ? <span key="name">{name}</span> : null,
    email ? (
      <a key="email" href={`mailto:${email}`}>
        {email}
      </a>
    ) : null,
    phone ? (
      <a key="phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        {phone}
      </a>
    ) : null,
  ].filter((part) => part !== null);
  return parts.flatMap((part, index) => (index === 0 ? [part] : [', ', part]));
}

export const TenderGeneralInfo = memo(function TenderGeneralInfo(props: TenderGeneralInfoProps) {
  const { header, attendedAll, attendedAllEditable, onAttendedAllChange, now, folded = false } = props;
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();
  // Two label-and-value pairs a row from antd's md breakpoint (768 px) up, one below it.
  const narrow = useMediaQuery(PHONE_HEADER_QUERY);

  const items: DescriptionsItem[] = [
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
              closed={<ClosedTag />}
            />
          ) : null}
        </span>
      ),
    },
    {
      key: 'contact1',
      label: t('detail.contact1'),
      children: <Contact name={header.contact1} email={header.email1} phone={header.phone1} />,
    },
    {
      key: 'contact2',
      label: t('detail.contact2'),
      children: <Contact name={header.contact2} email={header.email2} phone={header.phone2} />,
    },
    { key: 'remark', label: t('detail.remark'), children: header.remark, span: 2 },
    {
      key: 'attended',
      label: t('detail.siteInspection'),
      span: 2,
      // Only a box that can be ticked is a box; otherwise the answer reads as text (issue 18, item 15).
      children: attendedAllEditable ? (
        <Checkbox checked={attendedAll} onChange={onAttendedAllChange}>
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

  // A box still to tick stays in view: folding it away would hide a question the submission asks.
  const essential = (key: string) => ESSENTIAL.has(key) || (key === 'attended' && attendedAllEditable);
  const fold = (keys: (key: string) => boolean) => (
    <Descriptions
      column={1}
      items={items.filter((item) => keys(item.key)).map((item) => ({ ...item, span: 1 }))}
    />
  );
  return (
    <section aria-labelledby="tp-general-info" data-testid={folded ? 'general-info-folded' : undefined}>
      <h2 id="tp-general-info" className="tp-section-title">
        {t('detail.generalInfo')}
      </h2>
      {folded ? (
        <>
          {fold(essential)}
          <details className="tp-info-fold" data-testid="general-info-contacts">
            <summary>{t('detail.contacts')}</summary>
            {fold((key) => CONTACTS.has(key))}
          </details>
          <details className="tp-info-fold" data-testid="general-info-rest">
            <summary>{t('detail.allInfo')}</summary>
            {fold((key) => !essential(key) && !CONTACTS.has(key))}
          </details>
        </>
      ) : (
        <Descriptions column={narrow ? 1 : 2} items={items} />
      )}
      <Evaluation criteria={header.criteria} />
    </section>
  );
});

/**
 * How quotations are evaluated (issue 33): the criteria the buyer set and their weights, price first, so
 * the supplier prices knowing them. Nothing when the tender is ranked on price alone.
 */
function Evaluation({ criteria }: { criteria: TenderHeader['criteria'] }) {
  const { t } = useTranslation('tenders');
  if (criteria.length === 0) return null;
  return (
    <section className="tp-evaluation" aria-labelledby="tp-evaluation" data-testid="evaluation">
      <h3 id="tp-evaluation" className="tp-evaluation__title">
        {t('evaluation.title')}
      </h3>
      <ul className="tp-evaluation__list">
        {criteria.map((c) => (
          <li key={c.criterion}>
            <span>{c.criterion === PRICE_CRITERION ? t('evaluation.price') : c.name}</span>
            <strong>{t('evaluation.weight', { weight: c.weight })}</strong>
          </li>
        ))}
      </ul>
      <p className="tp-evaluation__note">{t('evaluation.note')}</p>
    </section>
  );
}
