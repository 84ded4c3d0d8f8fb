import { ArrowDownOutlined, TrophyOutlined } from '@ant-design/icons';
import type { Tabulation, TabulationLine, TabulationPrice } from '@tender/api-contract';
import { formatAmount, isSumLine } from '@tender/domain';
import { Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

function LowestMark({ label }: { label: string }) {
  return (
    <span className="tp-bt-lowest">
      <ArrowDownOutlined aria-hidden /> {label}
    </span>
  );
}

function PriceCells({ line, price }: { line: TabulationLine; price: TabulationPrice }) {
  const { t } = useTranslation('buyer');
  if (line.header) {
    return (
      <>
        <td className="tp-bt-num" />
        <td className="tp-bt-num" />
        <td className="tp-bt-num tp-bt-group-end" />
      </>
    );
  }
  if (price.unpriced) {
    return (
      <td colSpan={3} className="tp-bt-unpriced tp-bt-group-end" data-testid="unpriced">
        {t('comparison.unpriced')}
      </td>
    );
  }
  return (
    <>
      <td className="tp-bt-num">{formatAmount(price.unitprice)}</td>
      <td className="tp-bt-num">{formatAmount(price.totallineamount)}</td>
      <td
        className={`tp-bt-num tp-bt-group-end${price.lowest ? ' tp-bt-lowest-cell' : ''}${
          price.awarded ? ' tp-bt-awarded-cell' : ''
        }`}
        data-testid={price.lowest ? 'lowest' : undefined}
        data-awarded={price.awarded ? price.suppliercode : undefined}
      >
        {formatAmount(price.disclineamt)}
        {price.quantitydiffers ? (
          <span className="tp-bt-compared" data-testid="quantity-differs">
            {t('comparison.quantityDiffers', {
              quantity: price.quantity ?? '',
              compared: formatAmount(price.compared),
            })}
          </span>
        ) : null}
        {price.lowest ? <LowestMark label={t('comparison.lowest')} /> : null}
        {price.awarded ? (
          <span className="tp-bt-awarded" data-testid="awarded-mark">
            <TrophyOutlined aria-hidden /> {t('comparison.awarded')}
          </span>
        ) : null}
      </td>
    </>
  );
}

/**
 * The comparison of quotations: one row per line of the bill of quantities (headers bold or underlined as
 * set, sum lines), for each supplier its unit price, total and discounted amount; the lowest of a line and
 * the lowest total are marked in words and with an icon, not by colour alone, and so is the supplier a
 * line is awarded to (issue 29); unpriced lines say so. The
 * table scrolls sideways inside its own box, never the page, the line's number and description in view.
 */
export function TabulationTable({ tabulation }: { tabulation: Tabulation }) {
  const { t } = useTranslation('buyer');
  const { suppliers, lines } = tabulation;
  const noteId = useId();
  return (
    <>
      {/* Said once, above the box, which scrolls sideways on a phone; the table names it as its description. */}
      <p className="tp-bt-note" id={noteId} data-testid="tabulation-note">
        {t('comparison.caption', { currency: tabulation.currency })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="tp-bt-tabulation" tabIndex={0} aria-label={t('comparison.tableLabel')}>
        <table className="tp-bt-table" data-testid="tabulation" aria-describedby={noteId}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="tp-bt-desc">
                {t('comparison.seqnoDescription')}
              </th>
              <th scope="col" rowSpan={2} className="tp-bt-num">
                {t('comparison.quantity')}
              </th>
              <th scope="col" rowSpan={2}>
                {t('comparison.unit')}
              </th>
              {suppliers.map((s) => (
                <th
                  key={s.suppliercode}
                  scope="colgroup"
                  colSpan={3}
                  className="tp-bt-group-end tp-bt-supplier"
                >
                  {s.suppliercode} {s.suppliername}
                  {s.hardcopy ? <Tag className="tp-bt-hardcopy">{t('suppliers.hardCopy')}</Tag> : null}
                </th>
              ))}
            </tr>
            <tr>
              {suppliers.map((s) => [
                <th key={`${s.suppliercode}-u`} scope="col" className="tp-bt-num">
                  {t('comparison.unitprice')}
                </th>,
                <th key={`${s.suppliercode}-t`} scope="col" className="tp-bt-num">
                  {t('comparison.total')}
                </th>,
                <th key={`${s.suppliercode}-d`} scope="col" className="tp-bt-num tp-bt-group-end">
                  {t('comparison.disclineamt')}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const classes = [
                line.header ? 'tp-bt-line--header' : '',
                isSumLine(line.autocal) ? 'tp-bt-line--sum' : '',
                line.bold || line.header ? 'tp-bt-bold' : '',
                line.underline ? 'tp-bt-underline' : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <tr key={line.seqno} className={classes} data-seqno={line.seqno}>
                  <th scope="row" className="tp-bt-desc">
                    <span className="tp-bt-seqno">{line.seqno}</span>
                    <span className="tp-bt-desc__text">{line.description}</span>
                    {isSumLine(line.autocal) ? (
                      <span className="tp-bt-secondary">
                        {' '}
                        {t('comparison.sumOf', { lines: line.autocal })}
                      </span>
                    ) : null}
                  </th>
                  <td className="tp-bt-num">{line.header ? '' : formatAmount(line.quantity)}</td>
                  <td>{line.unit}</td>
                  {line.prices.map((price) => (
                    <PriceCells key={price.suppliercode} line={line} price={price} />
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="tp-bt-desc">
                {t('comparison.totalRow')}
              </th>
              <td colSpan={2} />
              {suppliers.map((s) => [
                <td key={`${s.suppliercode}-u`} />,
                <td key={`${s.suppliercode}-t`} className="tp-bt-num">
                  {formatAmount(s.total)}
                </td>,
                <td
                  key={`${s.suppliercode}-d`}
                  className={`tp-bt-num tp-bt-group-end${s.lowest ? ' tp-bt-lowest-cell' : ''}`}
                  data-testid={s.lowest ? 'lowest-total' : undefined}
                >
                  {formatAmount(s.discounttotal)}
                  {s.comparabletotal !== s.discounttotal ? (
                    <span className="tp-bt-compared" data-testid="comparable-total">
                      {t('comparison.comparableTotal', { amount: formatAmount(s.comparabletotal) })}
                    </span>
                  ) : null}
                  {s.lowest ? <LowestMark label={t('comparison.lowestTotal')} /> : null}
                </td>,
              ])}
            </tr>
            <tr>
              <th scope="row" className="tp-bt-desc">
                {t('comparison.unpricedRow')}
              </th>
              <td colSpan={2} />
              {suppliers.map((s) => (
                <td key={s.suppliercode} colSpan={3} className="tp-bt-num tp-bt-group-end">
                  {s.unpriced}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}
