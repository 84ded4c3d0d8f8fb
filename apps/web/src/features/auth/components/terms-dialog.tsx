import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@/components/antd-scope';
import { langcodeFromI18n } from '@/i18n/languages';
import { errorText } from '@/lib/api-client';
import { useAcceptTerms } from '../api/accept-terms';
import { logout } from '../api/logout';
import { useSiteInfo } from '../api/site-info';
import { setLoginNotice } from '../login-notice';
import { getSession } from '../session';
import { signOutLocally } from '../sign-out';
import { loadTerms } from '../terms/load-terms';
import type { TermsDocument } from '../terms/terms-types';

interface TermsDialogProps {
  open: boolean;
  /**
   * First login: the user must tick the box and press OK; there is no other way out. OK records the
   * acceptance on the server (who, when, which version) before `onAccept` runs.
   */
  requireAgreement?: boolean;
  onAccept?: () => void;
  /**
   * With `requireAgreement`: offers "Decline and sign out". The dialog ends the session (on the server and
   * here) and leaves the login page a notice saying why; then this runs (close the dialog, go to /login).
   */
  onDecline?: () => void;
  onClose?: () => void;
}

function TermsText({ terms, company }: { terms: TermsDocument; company: string }) {
  const { t } = useTranslation('auth');
  const fill = (text: string) => text.replaceAll('{company}', company);
  return (
    <article className="terms-text" aria-labelledby="terms-title">
      <Typography.Title level={4} id="terms-title">
        {terms.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('terms.lastUpdated', { date: terms.effective })}
      </Typography.Paragraph>
      {terms.intro.map((paragraph) => (
        <Typography.Paragraph key={paragraph}>{fill(paragraph)}</Typography.Paragraph>
      ))}
      {terms.clauses.map((clause) => (
        <section key={clause.number}>
          <Typography.Title level={5}>
            {clause.number}. {clause.heading}
          </Typography.Title>
          {clause.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{fill(paragraph)}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * The Terms of Use, read from the header or accepted on a supplier's first login. An antd dialog: on the
 * sign-in pages (lazy-terms-dialog.tsx) antd's provider loads with it.
 */
export function TermsDialog({
  open,
  requireAgreement = false,
  onAccept,
  onDecline,
  onClose,
}: TermsDialogProps) {
  const { t, i18n } = useTranslation('auth');
  const langcode = langcodeFromI18n(i18n.language);
  const [agreed, setAgreed] = useState(false);
  const [declining, setDeclining] = useState(false);
  const accept = useAcceptTerms();
  const siteInfo = useSiteInfo();
  const terms = useQuery({
    queryKey: ['common', 'terms', langcode],
    queryFn: () => loadTerms(langcode),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const company = siteInfo.data?.companyName ?? t('common:app.name');

  const decline = async () => {
    setDeclining(true);
    const session = getSession();
    // Signed out here whatever the server answers (an ended session needs no second sign-out).
    if (session) await logout(session).catch(() => {});
    signOutLocally();
    setLoginNotice('termsDeclined');
    setDeclining(false);
    onDecline?.();
  };

  const footer = requireAgreement ? (
    <div className="terms-footer">
      {accept.isError && (
        <Alert
          className="terms-footer__error"
          type="error"
          showIcon
          role="alert"
          title={errorText(accept.error)}
          data-testid="terms-error"
        />
      )}
      <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
        {t('terms.agree')}
      </Checkbox>
      <div className="terms-footer__buttons">
        {onDecline ? (
          <Button loading={declining} disabled={accept.isPending} onClick={() => void decline()}>
            {t('terms.decline')}
          </Button>
        ) : null}
        <Button
          type="primary"
          disabled={!agreed || declining}
          loading={accept.isPending}
          onClick={() => accept.mutate(undefined, { onSuccess: () => onAccept?.() })}
        >
          {t('common:actions.ok')}
        </Button>
      </div>
    </div>
  ) : (
    <Button type="primary" onClick={onClose}>
      {t('common:actions.close')}
    </Button>
  );

  return (
    <AntdScope>
      <Modal
        open={open}
        title={t('terms.title')}
        width={820}
        closable={!requireAgreement}
        mask={{ closable: false }}
        keyboard={!requireAgreement}
        onCancel={onClose}
        footer={footer}
        destroyOnHidden
      >
        {/* Focusable so keyboard users can scroll the long text. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="terms-scroll" tabIndex={0} aria-label={t('terms.title')}>
          {terms.data ? (
            <TermsText terms={terms.data} company={company} />
          ) : (
            <Skeleton active paragraph={{ rows: 12 }} />
          )}
        </section>
      </Modal>
    </AntdScope>
  );
}
