import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { Icon } from '@/components/plain/icons';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * Shown when a page throws while rendering or its code fails to load (e.g. after a deployment). It is
 * part of the first bundle, so it is built without antd (components/plain).
 */
export function RouteError() {
  const { t } = useTranslation();
  usePageTitle('error');
  return (
    <main id="main" className="route-error">
      <Icon name="closeCircle" className="route-error__icon" />
      <h1 className="route-error__title">{t('errors.pageFailed')}</h1>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </main>
  );
}
