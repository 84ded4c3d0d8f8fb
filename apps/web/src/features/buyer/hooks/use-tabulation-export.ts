import type { Tabulation } from '@tender/api-contract';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { saveBlob } from '@/lib/open-file';
import { loadExcel } from '../lib/load-exceljs';
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
