import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@/components/antd-scope';
import { langcodeFromI18n } from '@/i18n/languages';
import { errorText } from '@/lib/api-client';
import { useAcceptTerms } from '../api/accept-terms';
import { useSiteInfo } from '../api/site-info';
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
export function TermsDialog({ open, requireAgreement = false, onAccept, onClose }: TermsDialogProps) {
  const { t, i18n } = useTranslation('auth');
  const langcode = langcodeFromI18n(i18n.language);
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptTerms();
  const siteInfo = useSiteInfo();
  const terms = useQuery({
    queryKey: ['common', 'terms', langcode],
    queryFn: () => loadTerms(langcode),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const company = siteInfo.data?.companyName ?? t('common:app.name');

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
      <Button
        type="primary"
        disabled={!agreed}
        loading={accept.isPending}
        onClick={() => accept.mutate(undefined, { onSuccess: () => onAccept?.() })}
      >
        {t('common:actions.ok')}
      </Button>
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
