import { UnlockOutlined } from '@ant-design/icons';
import type { BuyerRfqDetail } from '@tender/api-contract';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useUnsealRfq } from '../api/unseal-rfq';

interface UnsealPanelProps {
  rfq: BuyerRfqDetail;
  /** The signed-in user's names (display name, login id), to tell whether they have unsealed. */
  me: ReadonlySet<string>;
}

/**
 * Opening with two people (issue 29): after closing, an RFQ with an opening quorum of two stays sealed until
 * two different buyers or approvers of the site have each unsealed it. Shows who has (name, time), how many
 * are awaited, and offers Unseal to someone who has not yet.
 */
export function UnsealPanel({ rfq, me }: UnsealPanelProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const unseal = useUnsealRfq();
  const { unsealedby, awaiting, sealed, required } = rfq.unseal;
  const done = unsealedby.some((entry) => me.has(entry.username));

  return (
    <Card
      size="small"
      className="tp-bt-panel"
      title={t('unseal.title')}
      data-testid="unseal-panel"
      data-awaiting={awaiting}
    >
      <p>{sealed ? t('unseal.sealed', { required }) : t('unseal.open')}</p>
      {unsealedby.length > 0 ? (
        <ul className="tp-bt-panel__list" aria-label={t('unseal.who')}>
          {unsealedby.map((entry) => (
            <li key={entry.username} data-testid="unsealed-by">
              {t('unseal.by', { name: entry.username, time: clock.dateTime(entry.at) })}
            </li>
          ))}
        </ul>
      ) : null}
      {sealed ? (
        <p className="tp-bt-bold" data-testid="unseal-awaiting">
          {t('unseal.awaiting', { count: awaiting })}
        </p>
      ) : null}
      {sealed && done ? <p className="tp-bt-note">{t('unseal.doneByMe')}</p> : null}
      {sealed && !done ? (
        <Button
          type="primary"
          icon={<UnlockOutlined />}
          loading={unseal.isPending}
          onClick={() => unseal.mutate(rfq.rfqnum)}
        >
          {t('unseal.ok')}
        </Button>
      ) : null}
      {unseal.isError ? <Alert type="error" showIcon title={errorText(unseal.error)} /> : null}
    </Card>
  );
}
