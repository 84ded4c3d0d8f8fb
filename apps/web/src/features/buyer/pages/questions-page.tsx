import { Select, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useBuyerRfqs } from '../api/get-buyer-rfqs';
import { QuestionList } from '../components/question-list';
import '../components/tender.css';
import { BUYER_HOME } from '../lib/paths';

/**
 * The questions inbox (/buyer/questions): suppliers' questions on every RFQ of the buyer's site,
 * unanswered on top then newest, answered inline; filters for unanswered only and one RFQ (?unanswered=1,
 * ?rfq=, ?page= keep them in the address).
 */
export function BuyerQuestionsPage() {
  const { t } = useTranslation('buyer');
  const [params, setParams] = useSearchParams();
  const unanswered = params.get('unanswered') === '1';
  const rfqnum = params.get('rfq') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rfqs = useBuyerRfqs({ page: 1, pagesize: 100 });
  const id = useId();
  usePageTitle('buyerQuestions');

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <div className="tp-bt-page">
      <Link to={BUYER_HOME} className="tp-bt-back">
        {t('page.back')}
      </Link>
      <Typography.Title level={1}>{t('inbox.title')}</Typography.Title>
      <p className="tp-bt-note">{t('inbox.intro')}</p>
      <div className="tp-bt-filters">
        <span className="tp-bt-filter">
          <Switch
            id={`${id}-unanswered`}
            checked={unanswered}
            onChange={(on) => update({ unanswered: on ? '1' : null, page: null })}
          />
          <label htmlFor={`${id}-unanswered`}>{t('inbox.unansweredOnly')}</label>
        </span>
        <span className="tp-bt-filter tp-bt-filter--rfq">
          <label htmlFor={`${id}-rfq`}>{t('inbox.rfq')}</label>
          <Select
            id={`${id}-rfq`}
            className="tp-bt-rfq-select"
            value={rfqnum || undefined}
            placeholder={t('inbox.allRfqs')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={rfqs.isFetching}
            options={(rfqs.data?.rfqs ?? []).map((r) => ({
              value: r.rfqnum,
              label: `${r.rfqnum} ${r.description}`,
            }))}
            onChange={(value: string | undefined) => update({ rfq: value ?? null, page: null })}
          />
        </span>
      </div>
      <QuestionList
        rfqnum={rfqnum || undefined}
        unanswered={unanswered}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        showRfq
        headingLevel={2}
      />
    </div>
  );
}
