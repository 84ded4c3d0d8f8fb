import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegistrations } from '../api/registrations';
import { REGISTRATIONS_PATH } from '../lib/paths';

/** The way to the site's registrations, with how many wait for review (issue 33, item 4). */
export function RegistrationsLink() {
  const { t } = useTranslation('buyer');
  const pending = useRegistrations({ pending: true });
  const count = pending.data?.length ?? 0;
  return (
    <p>
      <Link to={REGISTRATIONS_PATH} data-testid="registrations-link">
        {t('registration.linkLabel', { count })}
      </Link>
    </p>
  );
}
