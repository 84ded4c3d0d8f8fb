import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { DEFAULT_TIME_ZONE, DEFAULT_TIME_ZONE_LABEL, formatZonedDateTime } from '@tender/domain';
import { Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '@/lib/site-info';
import type { AutosaveController } from '../lib/autosave-controller';

interface AutosaveStatusProps {
  controller: AutosaveController;
  /** Reloads the tender after a stale save (asks first when edits would be discarded). */
  onReload: () => void;
}

/** Saving… / Saved at 14:32:05 HKT / Not saved, retrying / changed in another window, near the actions. */
export function AutosaveStatus({ controller, onReload }: AutosaveStatusProps) {
  const { t } = useTranslation('tenders');
  const site = useSiteInfo().data;
  const status = useSyncExternalStore(controller.subscribe, controller.getStatus);

  let content: React.ReactNode = null;
  let problem = false;
  switch (status.kind) {
    case 'idle':
      break;
    case 'saving':
      content = (
        <>
          <LoadingOutlined aria-hidden /> {t('autosave.saving')}
        </>
      );
      break;
    case 'saved': {
      // The time only: the date is today's, the zone is the group's whatever the browser's.
      const stamp = formatZonedDateTime(
        status.at,
        site?.timeZone ?? DEFAULT_TIME_ZONE,
        site?.timeZoneLabel ?? DEFAULT_TIME_ZONE_LABEL,
      );
      content = (
        <>
          <CheckCircleOutlined aria-hidden /> {t('autosave.saved', { time: stamp.slice(11) })}
        </>
      );
      break;
    }
    case 'retrying':
      problem = true;
      content = (
        <>
          <LoadingOutlined aria-hidden /> {t('autosave.retrying')}
        </>
      );
      break;
    case 'failed':
      problem = true;
      content = (
        <>
          <ExclamationCircleOutlined aria-hidden /> {t('autosave.failed', { message: status.message })}
        </>
      );
      break;
    case 'stale':
      problem = true;
      content = (
        <>
          <ExclamationCircleOutlined aria-hidden /> {t('stale.title')}
          <Button size="small" onClick={onReload}>
            {t('stale.reload')}
          </Button>
        </>
      );
      break;
  }
  return (
    <span
      className={problem ? 'tp-autosave-status tp-autosave-status--problem' : 'tp-autosave-status'}
      role="status"
      data-testid="autosave-status"
    >
      {content}
    </span>
  );
}
