import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/plain/alert';
import { Button } from '@/components/plain/button';
import { Spinner } from '@/components/plain/spinner';
import { getSession } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { tenderHeaderQueryOptions } from '../api/get-tender-header';
import { tenderLinesQueryOptions } from '../api/get-tender-lines';
import { tenderDetailQueries } from '../api/prefetch-tender-detail';
import { type DetailPath, withStatus } from '../lib/detail-path';
import { isListLocationState } from '../lib/list-location';
import { tenderErrorText } from '../lib/tender-error-text';
import { QuotationEditor, type TenderDetailViewProps } from './quotation-editor';

/** Where Back goes when the detail was not opened from the list (a bookmark, a reload in a new tab). */
function fallbackListUrl(path: DetailPath | null): string {
  if (path?.kind === 'supplier' && path.search) return `/tenders?${new URLSearchParams({ q: path.search })}`;
  return '/tenders';
}

/** The supplier's own quotation, the detail's screen unless the route gives another. */
function SupplierQuotation(props: TenderDetailViewProps) {
  return <QuotationEditor editedBy="supplier" {...props} />;
}

interface TenderDetailProps {
  /**
   * The screen once the header and lines are loaded: the supplier's quotation by default; the app's route
   * passes staff theirs (the staff feature's detail), so this feature knows nothing of staff.
   */
  view?: ComponentType<TenderDetailViewProps>;
}

/** Loads the tender of the route (header and lines), then shows it in `view`; Back returns to the list. */
export function TenderDetail({ view: View = SupplierQuotation }: TenderDetailProps) {
  const { t } = useTranslation('tenders');
  const location = useLocation();
  const navigate = useNavigate();
  // The same requests the route's loader started (prefetch-tender-detail.ts), so they are not sent twice.
  const queries = tenderDetailQueries(location.pathname, getSession());
  const path = queries?.path ?? null;
  const header = useQuery(queries?.header ?? tenderHeaderQueryOptions(''));
  const lines = useQuery(queries?.lines ?? tenderLinesQueryOptions('', ''));
  usePageTitle('tenderDetail', header.data?.title);

  const back = () => {
    const from = isListLocationState(location.state) ? location.state.from : fallbackListUrl(path);
    void navigate(from);
  };

  const onTransition = (status: string) => {
    // The route carries the status (spec 4.2): replace it, keep the list context for Back and the place
    // in the lines (the query: line-place.ts).
    if (path)
      void navigate(`${withStatus(path, status)}${location.search}`, {
        replace: true,
        state: location.state,
      });
  };

  if (header.isPending || lines.isPending) {
    return (
      <div className="tp-center" role="status" aria-live="polite" aria-busy="true">
        <Spinner />
        <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      </div>
    );
  }
  const failure = header.error ?? lines.error;
  if (failure || !header.data) {
    return (
      <div className="tp-tender-detail">
        <Alert
          type="error"
          title={failure ? tenderErrorText(failure, t, 'errors.connectFail') : t('errors.noSuchTender')}
          action={<Button onClick={back}>{t('detail.back')}</Button>}
        />
      </div>
    );
  }
  return <View header={header.data} lines={lines.data ?? []} onBack={back} onTransition={onTransition} />;
}
