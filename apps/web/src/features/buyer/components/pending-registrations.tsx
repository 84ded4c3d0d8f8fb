import type { RegistrationState } from '@tender/api-contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useRegistrations } from '../api/registrations';
import { REGISTRATIONS_PATH } from '../lib/paths';
import './registration.css';

/** The colour of a registration's state tag: solid, white text (the tender statuses' shades, AA contrast). */
export const REGISTRATION_COLOUR: Readonly<Record<RegistrationState, string>> = {
  INVITED: '#46607a',
  EXPIRED: 'default',
  SUBMITTED: '#8b5a2b',
  APPROVED: '#237804',
  REJECTED: 'red',
};

/**
 * The companies invited to the RFQ that are not suppliers yet (issue 33, item 4): link sent, registered
 * and "Pending registration" until approved, expired or rejected. An approved one is an invitee above.
 */
export function PendingRegistrations({ rfqnum }: { rfqnum: string }) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const registrations = useRegistrations({ rfqnum });
  const rows = (registrations.data ?? []).filter((r) => r.status !== 'APPROVED');
  if (rows.length === 0) return null;
  return (
    <section className="tp-bt-registrations" data-testid="pending-registrations">
      <Typography.Title level={2}>{t('registration.pendingTitle')}</Typography.Title>
      <ul className="tp-bt-registrations__list">
        {rows.map((r) => (
          <li key={r.registrationid} className="tp-bt-registrations__item">
            <strong>{r.companyname}</strong>
            <span>
              {r.contactname} &lt;{r.email}&gt;
            </span>
            <Tag color={REGISTRATION_COLOUR[r.status]}>{t(`registration.state.${r.status}`)}</Tag>
            {r.flagged ? <Tag color="red">{t('registration.flagged')}</Tag> : null}
            <span className="tp-bt-note">
              {t('registration.invitedAt', { name: r.invitedby, time: clock.dateTime(r.invitedat) })}
            </span>
            {r.status === 'SUBMITTED' ? (
              <Link to={REGISTRATIONS_PATH}>{t('registration.review')}</Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
