import type { BuyerSupplierRecord, CertificateItem } from '@tender/api-contract';
import { durationParts, type ExpiryState } from '@tender/domain';

// What the supplier record page shows, worked out from the server's record (issue 33, item 5).

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The average response time in words (days and hours, or hours and minutes under a day). */
export function responseTime(t: Translate, seconds: number | null): string {
  if (seconds === null) return t('record.noResponse');
  const { days, hours, minutes } = durationParts(seconds);
  if (days > 0) return t('record.daysHours', { days, hours });
  return t('record.hoursMinutes', { hours, minutes });
}

/** One certificate or licence of the record, in one list. */
export interface Certificate {
  key: string;
  scope: string;
  name: string;
  number: string;
  expiry: string;
  state: ExpiryState | null;
}

/** The scopes' certificates, then the licences (BR & CI, under `licenceLabel`), in one list. */
export function certificatesOf(record: BuyerSupplierRecord, licenceLabel: string): Certificate[] {
  const scoped = record.svcscopelist.flatMap((scope) =>
    scope.certificates.map((cert: CertificateItem) => ({
      key: `${scope.svcscope}-${cert.slot}`,
      scope: scope.description || scope.svcscope,
      name: cert.certdesc ? `${cert.cert} (${cert.certdesc})` : cert.cert,
      number: cert.certid,
      expiry: cert.certexpdate,
      state: cert.state,
    })),
  );
  const licences = record.licensecertlist.map((licence) => ({
    key: `licence-${licence.licensecertid}`,
    scope: licenceLabel,
    name: licence.description ? `${licence.certkey} (${licence.description})` : licence.certkey,
    number: '',
    expiry: licence.expirydate,
    state: licence.state,
  }));
  return [...scoped, ...licences];
}
