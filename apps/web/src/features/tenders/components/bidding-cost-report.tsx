import { formatAmount, formatMoney, isFlagSet, isSumLine } from '@tender/domain';
import { Alert, Button, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TenderStatusTag } from '@/components/tender-status-tag';
import { getSession } from '@/features/auth';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useSiteInfo } from '../api/get-site-info';
import { useTenderHeader } from '../api/get-tender-header';
import { useTenderLines } from '../api/get-tender-lines';
import { parsePrintPath } from '../lib/detail-path';
import { reportTotals } from '../lib/report-lines';
import { tenderErrorText } from '../lib/tender-error-text';
import { AwardedMark, AwardedSummary } from './awarded-mark';
import './bidding-cost-report.css';

const amount = (value: string | null) => (value == null ? '' : formatAmount(value));

/** Supplier Bidding Cost Report: a printable A4 page of one tender's priced lines (spec 2.8 Print). */
export function BiddingCostReport() {
  const { t } = useTranslation('tenders');
  const udztbnum = parsePrintPath(useLocation().pathname);
  const header = useTenderHeader(udztbnum);
  const lines = useTenderLines(getSession()?.siteid ?? '', udztbnum);
  const site = useSiteInfo();
  const clock = useSiteClock();
  const [printedAt] = useState(() => new Date());
  const totals = useMemo(() => reportTotals(lines.data ?? []), [lines.data]);

  if (header.isPending || lines.isPending) {
    return (
      <div className="tp-center">
        <Spin size="large" />
      </div>
    );
  }
  const failure = header.error ?? lines.error;
  if (failure || !header.data) {
    return (
      <main className="tp-report">
        <Alert
          type="error"
          showIcon
          title={failure ? tenderErrorText(failure, t, 'errors.connectFail') : t('errors.noSuchTender')}
        />
      </main>
    );
  }
  const tender = header.data;
  const negotiation = isFlagSet(tender.pricenegotiation);
  const currency = tender.currency || clock.currency;

  return (
    <main className="tp-report">
      <div className="tp-report-toolbar tp-no-print">
        <Button type="primary" onClick={() => window.print()}>
          {t('report.print')}
        </Button>
      </div>
      <header className="tp-report-heading">
        <p className="tp-report-company">{site.data?.companyName ?? ''}</p>
        <h1>{t('report.title')}</h1>
      </header>
      <dl className="tp-report-facts">
        <dt>{t('detail.tenderNo')}</dt>
        <dd>{tender.rfqnum}</dd>
        <dt>{t('detail.description')}</dt>
        <dd>{tender.content}</dd>
        <dt>{t('detail.supplierName')}</dt>
        <dd>{tender.suppliername}</dd>
        <dt>{t('detail.closingDate')}</dt>
        <dd>{clock.dateTime(tender.closingdate)}</dd>
        <dt>{t('list.status')}</dt>
        <dd>
          <TenderStatusTag status={tender.status} statusdesc={tender.statusdesc} />
        </dd>
        {tender.submittedat ? (
          <>
            <dt>{t('receipt.reference')}</dt>
            <dd data-testid="report-reference">{tender.submissionref}</dd>
            <dt>{t('receipt.submittedAt')}</dt>
            <dd data-testid="report-submitted-at">{clock.dateTime(tender.submittedat)}</dd>
            {tender.submittedby ? (
              <>
                <dt>{t('receipt.submittedByLabel')}</dt>
                <dd>{tender.submittedby}</dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt>{t('review.currency')}</dt>
        <dd>{currency}</dd>
        <dt>{t('report.printedAt')}</dt>
        <dd>{clock.dateTime(printedAt)}</dd>
      </dl>
      <AwardedSummary header={tender} lines={lines.data ?? []} />
      <table className="tp-report-table">
        <thead>
          <tr>
            <th scope="col">{t('lines.no')}</th>
            <th scope="col">{t('lines.description')}</th>
            <th scope="col">{t('lines.quantity')}</th>
            <th scope="col">{t('lines.unit')}</th>
            <th scope="col">{t('lines.unitPrice')}</th>
            <th scope="col">{t('lines.totalLineAmount')}</th>
            {negotiation ? <th scope="col">{t('lines.discount')}</th> : null}
            {negotiation ? <th scope="col">{t('lines.discountLineAmount')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {(lines.data ?? []).map((row) => (
            <tr key={row.seqno} className={row.header === '1' ? 'tp-report-header-row' : undefined}>
              <td>{isFlagSet(row.awarded) ? <AwardedMark>{row.seqno}</AwardedMark> : row.seqno}</td>
              <td className={row.bold === '1' ? 'tp-bold' : undefined}>{row.description}</td>
              <td className="tp-num">{amount(row.quantity)}</td>
              <td>{row.unit}</td>
              <td className="tp-num">{amount(row.unitprice)}</td>
              <td className="tp-num">{amount(row.totallineamount)}</td>
              {negotiation ? (
                <td className="tp-num">
                  {row.header === '1' || isSumLine(row.autocal) ? '' : amount(row.disc)}
                </td>
              ) : null}
              {negotiation ? <td className="tp-num">{amount(row.disclineamt)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {t('lines.summaryTotal')}
            </th>
            <td className="tp-num" data-testid="report-total">
              {formatMoney(totals.total, currency)}
            </td>
            {negotiation ? <td /> : null}
            {negotiation ? (
              <td className="tp-num" data-testid="report-discounted">
                {formatMoney(totals.discounted, currency)}
              </td>
            ) : null}
          </tr>
        </tfoot>
      </table>
    </main>
  );
}
