import { DEFAULT_TIME_ZONE, DEFAULT_TIME_ZONE_LABEL, formatZonedDateTime } from '@tender/domain';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { CHECK_CIRCLE, EXCLAMATION_CIRCLE } from '@/components/plain/detail-icons';
import { Icon } from '@/components/plain/icons';
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
          <Icon name="loading" spin /> {t('autosave.saving')}
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
          <Icon name={CHECK_CIRCLE} /> {t('autosave.saved', { time: stamp.slice(11) })}
        </>
      );
      break;
    }
    case 'retrying':
      problem = true;
      content = (
        <>
          <Icon name="loading" spin /> {t('autosave.retrying')}
        </>
      );
      break;
    case 'failed':
      problem = true;
      content = (
        <>
          <Icon name={EXCLAMATION_CIRCLE} /> {t('autosave.failed', { message: status.message })}
        </>
      );
      break;
    case 'stale':
      problem = true;
      content = (
        <>
          <Icon name={EXCLAMATION_CIRCLE} /> {t('stale.title')}
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
