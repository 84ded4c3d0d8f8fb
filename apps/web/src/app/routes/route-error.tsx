import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page throws while rendering or its code fails to load (e.g. after a deployment). It is
 * part of the first bundle, so it stays small: antd's Result would add its illustrations to every page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="route-error">
      <CloseCircleFilled className="route-error__icon" aria-hidden />
      <h1 className="route-error__title">{t('errors.pageFailed')}</h1>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </main>
  );
}
