import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  DEFAULT_TIME_ZONE_LABEL,
  formatZonedDateTime,
} from '@tender/domain';
import { useCallback, useMemo } from 'react';
import { useSiteInfo } from '@/lib/site-info';

export interface SiteClock {
  timeZone: string;
  label: string;
  /** The group's currency, for amounts of a tender that does not name its own. */
  currency: string;
  /** '2026-11-23 14:32:05 HKT' in the group's zone, whatever the browser's; '' when missing. */
  dateTime: (value: Date | string | null | undefined) => string;
}

/** Every date-time shown carries the group's time zone (issue 12): one formatter for the whole app. */
export function useSiteClock(): SiteClock {
  const { data } = useSiteInfo();
  const timeZone = data?.timeZone || DEFAULT_TIME_ZONE;
  const label = data?.timeZoneLabel || DEFAULT_TIME_ZONE_LABEL;
  const currency = data?.currency || DEFAULT_CURRENCY;
  const dateTime = useCallback(
    (value: Date | string | null | undefined) => formatZonedDateTime(value, timeZone, label),
    [timeZone, label],
  );
  return useMemo(() => ({ timeZone, label, currency, dateTime }), [timeZone, label, currency, dateTime]);
}
