import type { Tabulation } from '@tender/api-contract';
import { PRICE_CRITERION } from '@tender/domain';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { saveBlob } from '@/lib/open-file';
import { loadExcel } from '../lib/load-exceljs';
import { criterionName } from '../lib/ranking';
import { buildTabulationWorkbook, type TabulationLabels } from '../lib/tabulation-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The comparison exported as an .xlsx in the buyer's language, built in this tab (exceljs loads on click). */
export function useTabulationExport(tabulation: Tabulation | undefined) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const clock = useSiteClock();
  const [busy, setBusy] = useState(false);

  const exportWorkbook = useCallback(async () => {
    if (!tabulation) return;
    setBusy(true);
    try {
      const labels: TabulationLabels = {
        sheet: t('export.sheet'),
        title: t('export.title', {
          rfqnum: tabulation.rfqnum,
          description: tabulation.description,
          currency: tabulation.currency,
          date: clock.dateTime(new Date()),
        }),
        seqno: t('comparison.seqno'),
        description: t('comparison.description'),
        quantity: t('comparison.quantity'),
        unit: t('comparison.unit'),
        unitprice: t('comparison.unitprice'),
        total: t('comparison.total'),
        disclineamt: t('comparison.disclineamt'),
        lowest: t('export.lowest'),
        unpriced: t('export.unpriced'),
        hardCopy: t('suppliers.hardCopy'),
        totalRow: t('comparison.totalRow'),
        discountTotalRow: t('comparison.discountTotalRow'),
        unpricedRow: t('comparison.unpricedRow'),
        ranking: {
          sheet: t('export.rankingSheet'),
          title: t('export.rankingTitle', { rfqnum: tabulation.rfqnum, description: tabulation.description }),
          formula: t('ranking.formula', {
            weight: tabulation.criteria.find((c) => c.criterion === PRICE_CRITERION)?.weight ?? 100,
          }),
          rank: t('ranking.rankColumn'),
          supplier: t('ranking.supplier'),
          weightedTotal: t('ranking.weightedTotal'),
          notRanked: t('ranking.notRanked'),
          criterion: (c) => t('ranking.criterion', { name: criterionName(t, c), weight: c.weight }),
          scorers: (count) => t('ranking.scorers', { count }),
        },
      };
      const bytes = await buildTabulationWorkbook(await loadExcel(), tabulation, labels);
      saveBlob(new Blob([bytes as BlobPart], { type: XLSX_TYPE }), `${tabulation.rfqnum}-comparison.xlsx`);
    } catch {
      message.error(t('export.failed'));
    } finally {
      setBusy(false);
    }
  }, [tabulation, t, clock, message]);

  return { exportWorkbook, busy };
}
