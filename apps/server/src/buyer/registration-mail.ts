import { formatZonedDateTime } from '@tender/domain';
import type { Config } from '../config/config.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { mailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';

// The mails of a registration (issue 33, item 4), in the contact's language: the link to register (sent
// at once and never stored: it carries the token), then the decision (queued in the outbox as usual).

type MailConfig = Pick<
  Config,
  'companyName' | 'supportEmail' | 'supportPhone' | 'publicUrl' | 'timeZone' | 'timeZoneLabel'
>;

/**
 * The page a link opens, in the contact's language: the token rides in the fragment, which no server or
 * log ever receives.
 */
export function registrationPath(token: string, lang: Language): string {
  return `/register?langcode=${lang}#${token}`;
}

export function registrationLinkMail(
  lang: Language,
  config: MailConfig,
  invite: {
    token: string;
    contactname: string;
    companyname: string;
    buyerName: string;
    rfqnum: string;
    description: string;
    expiresAt: Date;
  },
): RenderedMail {
  const brand = mailBrand(config);
  return renderMail(lang, brand, {
    subject: t(lang, 'registrationMail.subject', { company: brand.companyName }),
    readerName: invite.contactname,
    blocks: [
      {
        kind: 'paragraph',
        text: t(lang, 'registrationMail.intro', {
          buyer: invite.buyerName,
          company: brand.companyName,
          companyname: invite.companyname,
        }),
      },
      {
        kind: 'facts',
        rows: [[t(lang, 'registrationMail.tender'), `${invite.rfqnum} ${invite.description}`.trim()]],
      },
      { kind: 'link', label: t(lang, 'registrationMail.link'), path: registrationPath(invite.token, lang) },
      {
        kind: 'paragraph',
        text: t(lang, 'registrationMail.validity', {
          expires: formatZonedDateTime(invite.expiresAt, config.timeZone, config.timeZoneLabel),
        }),
      },
      { kind: 'paragraph', text: t(lang, 'registrationMail.notYou') },
    ],
  });
}

export function registrationApprovedMail(
  lang: Language,
  config: MailConfig,
  decided: { contactname: string; companyname: string; suppliercode: string; loginid: string },
): RenderedMail {
  const brand = mailBrand(config);
  return renderMail(lang, brand, {
    subject: t(lang, 'registrationApproved.subject'),
    readerName: decided.contactname,
    blocks: [
      {
        kind: 'paragraph',
        text: t(lang, 'registrationApproved.intro', {
          companyname: decided.companyname,
          company: brand.companyName,
        }),
      },
      {
        kind: 'facts',
        rows: [
          [t(lang, 'registrationApproved.code'), decided.suppliercode],
          [t(lang, 'registrationApproved.loginid'), decided.loginid],
        ],
      },
      { kind: 'link', label: t(lang, 'registrationApproved.link'), path: `/login?langcode=${lang}` },
    ],
  });
}

export function registrationRejectedMail(
  lang: Language,
  config: MailConfig,
  decided: { contactname: string; companyname: string; reason: string },
): RenderedMail {
  const brand = mailBrand(config);
  return renderMail(lang, brand, {
    subject: t(lang, 'registrationRejected.subject'),
    readerName: decided.contactname,
    blocks: [
      {
        kind: 'paragraph',
        text: t(lang, 'registrationRejected.intro', {
          companyname: decided.companyname,
          company: brand.companyName,
        }),
      },
      { kind: 'quote', label: t(lang, 'registrationRejected.reason'), text: decided.reason },
    ],
  });
}

/** To the buyer who invited the company: it has registered and waits for review. */
export function registrationSubmittedMail(
  lang: Language,
  config: MailConfig,
  registered: { readerName: string; companyname: string; rfqnum: string },
): RenderedMail {
  const brand = mailBrand(config);
  return renderMail(lang, brand, {
    subject: t(lang, 'registrationSubmitted.subject', { companyname: registered.companyname }),
    readerName: registered.readerName,
    blocks: [
      {
        kind: 'paragraph',
        text: t(lang, 'registrationSubmitted.intro', {
          companyname: registered.companyname,
          rfqnum: registered.rfqnum,
        }),
      },
      { kind: 'link', label: t(lang, 'registrationSubmitted.link'), path: '/buyer/registrations' },
    ],
  });
}
