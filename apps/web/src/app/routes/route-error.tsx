import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a page throws while rendering or its code fails to load (e.g. after a deployment). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="route-error">
      <Result
        status="error"
        title={t('errors.pageFailed')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        }
      />
    </main>
  );
}
