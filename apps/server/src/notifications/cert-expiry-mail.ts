import { addDaysToIsoDate, todayUtc } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBrand, mailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import { enqueueMails, type QueuedMail } from '../mail/outbox.ts';
import type { MailDeps } from './mail-deps.ts';
import {
  activeSupplierUsers,
  type ClaimedExpiry,
  claimExpiringCertificates,
  claimExpiringLicences,
} from './notification-repository.ts';
import { inTransaction } from './queue-mails.ts';

// The reminder before a supplier's certificate (a service scope's, svc_scope_cert) or licence (business
// registration and the like, license_cert) expires (issue 17): CERT_REMINDER_DAYS before the expiry date,
// to every active user of the supplier, in each user's language. Each document's expiry date is claimed
// once in cert_reminder (insert ... on conflict do nothing returning) in the transaction that queues its
// mails, so several app servers sweeping one database at the same moment queue it exactly once; a new
// expiry date (the supplier renewed it, then it nears expiry again) is a new claim.

/** One claimed document: whose, which kind, its name, and its expiry date (YYYY-MM-DD). */
export interface ExpiringDocument {
  kind: 'certificate' | 'licence';
  /** Its claim in cert_reminder (kind, ref_id, expiry), which names its mails' dedupe keys. */
  claim: string;
  supplierId: number;
  suppliername: string;
  name: string;
  expiry: string;
}

/** The expiry reminder for one user of the supplier; `days` is how many days are left. */
export function certExpiryMail(
  lang: Language,
  brand: MailBrand,
  doc: ExpiringDocument & { days: number; readerName: string },
): RenderedMail {
  return renderMail(lang, brand, {
    subject: t(lang, 'certExpiryMail.subject', {
      supplier: doc.suppliername,
      name: doc.name,
      expiry: doc.expiry,
    }),
    readerName: doc.readerName,
    blocks: [
      {
        kind: 'paragraph',
        text: t(lang, 'certExpiryMail.intro', { supplier: doc.suppliername, days: doc.days }),
      },
      {
        kind: 'facts',
        rows: [
          [t(lang, 'certExpiryMail.kind'), t(lang, `certExpiryMail.${doc.kind}`)],
          [t(lang, 'certExpiryMail.name'), doc.name],
          [t(lang, 'certExpiryMail.expiry'), doc.expiry],
        ],
      },
      { kind: 'paragraph', text: t(lang, 'certExpiryMail.action') },
      { kind: 'link', label: t(lang, 'certExpiryMail.openProfile'), path: '/mycompanyprofile' },
    ],
  });
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `expiry`, both YYYY-MM-DD. */
function daysBetween(today: string, expiry: string): number {
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * Claims every certificate and licence that expires from today to `days` ahead and has not been claimed
 * for that expiry date yet (notification-repository.ts), certificates first. A certificate is named by
 * its scope and slot, a licence by its row.
 */
async function claimExpiring(db: Db, today: string, until: string): Promise<ExpiringDocument[]> {
  const certificates = await claimExpiringCertificates(db, today, until);
  const licences = await claimExpiringLicences(db, today, until);
  return [
    ...certificates.map((row) => ({ kind: 'certificate' as const, ...documentOf(row) })),
    ...licences.map((row) => ({ kind: 'licence' as const, ...documentOf(row) })),
  ];
}

function documentOf(row: ClaimedExpiry) {
  return {
    claim: row.claim,
    supplierId: row.supplier_id,
    suppliername: row.suppliername,
    name: row.name,
    expiry: row.expiry,
  };
}

/**
 * Queues a reminder of each certificate and licence that expires within `days` (0: none) for every active
 * user of its supplier, once per expiry date whatever the number of app servers: the claims and the
 * mails are written in one transaction. Answers how many documents were claimed and how many mails queued.
 */
export async function sendCertExpiryReminders(
  deps: MailDeps,
  opts: { days: number; now?: Date },
): Promise<{ documents: number; mails: number }> {
  if (opts.days <= 0) return { documents: 0, mails: 0 };
  const today = todayUtc(opts.now);
  return inTransaction(deps.db, async (trx) => {
    const claimed = await claimExpiring(trx, today, addDaysToIsoDate(today, opts.days));
    if (claimed.length === 0) return { documents: 0, mails: 0 };
    const users = await activeSupplierUsers(
      trx,
      claimed.map((doc) => doc.supplierId),
    );
    const brand = mailBrand(deps.config);
    const mails: QueuedMail[] = claimed.flatMap((doc) =>
      users
        .filter((user) => user.supplierId === doc.supplierId)
        .map((user) => ({
          kind: 'cert-expiry' as const,
          dedupeKey: `cert-expiry:${doc.claim}:${user.userId}`,
          to: user.email,
          language: user.language,
          mail: certExpiryMail(user.language, brand, {
            ...doc,
            days: daysBetween(today, doc.expiry),
            readerName: user.username,
          }),
          supplierId: doc.supplierId,
          userId: user.userId,
        })),
    );
    return { documents: claimed.length, mails: await enqueueMails(trx, mails) };
  });
}
