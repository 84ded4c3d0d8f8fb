import type { ExpiringItem, HomeSummary } from '@tender/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/plain/alert';
import { Card } from '@/components/plain/card';
import { Skeleton } from '@/components/plain/skeleton';
import { Tag } from '@/components/plain/tag';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useHomeSummary } from '../api/get-home-summary';
import { HomeList } from './home-list';
import './home-attention.css';

const seg = (value: string) => encodeURIComponent(value);

/** The profile page with this certificate's drawer open: a scope's (its certificates) or a licence's. */
function certificateLink(item: ExpiringItem): string {
  return item.kind === 'licence'
    ? `/mycompanyprofile?tab=licences&open=${item.licensecertid}`
    : `/mycompanyprofile?tab=scopes&open=${item.svcscopeid}`;
}

function certificateKey(item: ExpiringItem): string {
  return item.kind === 'licence' ? `licence-${item.licensecertid}` : `scope-${item.svcscopeid}-${item.slot}`;
}

// antd's preset gold is about 2.5:1 as text on its own tint; this amber reads at 4.5:1 or more (axe).
const EXPIRING_AMBER = '#874d00';

function ExpiryState({ state }: { state: ExpiringItem['state'] }) {
  const { t } = useTranslation('home');
  return (
    <Tag color={state === 'expired' ? 'red' : EXPIRING_AMBER} data-state={state}>
      {t(`attention.${state}`)}
    </Tag>
  );
}

/** How many invitations wait, in a round count bubble as antd's Badge draws it (99+ past 99). */
function CountBadge({ count }: { count: number }) {
  const shown = count > 99 ? '99+' : String(count);
  return (
    <span
      className={shown.length > 1 ? 'tp-home-badge tp-home-badge--wide' : 'tp-home-badge'}
      style={{ background: count > 0 ? '#8b5a2b' : '#bfbfbf' }}
      title={String(count)}
    >
      {shown}
    </span>
  );
}

type HomeTender = HomeSummary['closingsoon'][number];

/** A titled list of tenders, each a link to its detail with its closing date. */
function TenderSection(props: {
  id: string;
  testId?: string;
  title: string;
  empty: string;
  items: readonly HomeTender[];
}) {
  const { t } = useTranslation('home');
  const clock = useSiteClock();
  return (
    <section aria-labelledby={props.id} data-testid={props.testId}>
      <h3 id={props.id} className="tp-home-attention__heading">
        {props.title}
      </h3>
      <HomeList empty={props.empty}>
        {props.items.map((item) => (
          <li key={item.udztbnum} className="home-list__item">
            <Link to={`/tenderdetail/${seg(item.udztbnum)}/1/${seg(item.status)}`}>
              {item.rfqnum} {item.tenderdesc}
            </Link>
            <span className="tp-home-attention__date">
              {t('attention.closes', { date: clock.dateTime(item.enddate) })}
            </span>
          </li>
        ))}
      </HomeList>
    </section>
  );
}

/**
 * What a supplier needs to act on (issue 6): invitations waiting for a quotation, open ones waiting for an
 * acknowledgement (issue 18), tenders closing within 7 days and certificates expired (red) or expiring
 * within 30 days (amber), each a link (a certificate's opens its drawer on the profile page).
 */
export function HomeAttentionPanel() {
  const { t } = useTranslation('home');
  const summary = useHomeSummary();
  const data = summary.data;
  return (
    <Card
      className="tp-home-attention"
      data-testid="home-attention"
      title={<h2 className="tp-home-attention__title">{t('attention.title')}</h2>}
    >
      {summary.isError ? <Alert type="error" title={t('attention.loadFailed')} /> : null}
      {summary.isPending ? <Skeleton rows={3} /> : null}
      {data ? (
        <div className="tp-home-attention__stack">
          <div>
            <Link to="/tender-list?status=WTQUOTE" data-testid="home-waiting">
              <span className="tp-home-attention__waiting">
                <CountBadge count={data.waiting} />
                <span>{t('attention.waiting', { count: data.waiting })}</span>
              </span>
            </Link>
          </div>

          <TenderSection
            id="home-awaiting-ack"
            testId="home-awaiting-ack"
            title={t('attention.awaitingAck', { count: data.awaitingack.length })}
            empty={t('attention.noneAwaitingAck')}
            items={data.awaitingack}
          />
          <TenderSection
            id="home-closing-soon"
            title={t('attention.closingSoon', { count: data.closingsoon.length })}
            empty={t('attention.noneClosing')}
            items={data.closingsoon}
          />

          <section aria-labelledby="home-certificates">
            <h3 id="home-certificates" className="tp-home-attention__heading">
              <span data-testid="home-certificates-count">
                {t('attention.certificates', { count: data.certificates.length })}
              </span>
            </h3>
            <HomeList empty={t('attention.noneExpiring')}>
              {data.certificates.map((item) => (
                <li key={certificateKey(item)} className="home-list__item">
                  <Link to={certificateLink(item)}>
                    {t('attention.certificateLink', {
                      kind: item.kind === 'licence' ? t('attention.licence') : t('attention.certificate'),
                      name: item.name,
                    })}
                  </Link>
                  <span className="tp-home-attention__expiry">
                    <span className="tp-home-attention__date">{item.expiry}</span>
                    <span>
                      <ExpiryState state={item.state} />
                    </span>
                  </span>
                </li>
              ))}
            </HomeList>
          </section>
        </div>
      ) : null}
    </Card>
  );
}
