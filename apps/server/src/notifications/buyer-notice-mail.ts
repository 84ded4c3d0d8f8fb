import { formatZonedDateTime } from '@tender/domain';
import type { ActivityKind } from '../db/tables.ts';
import type { Language } from '../i18n/language.ts';
import { type MessageKey, t } from '../i18n/translate.ts';
import {
  type MailBlock,
  type MailBrand,
  mailBrand,
  type RenderedMail,
  renderMail,
} from '../mail/mail-template.ts';
import { enqueueMails, type QueuedMail } from '../mail/outbox.ts';
import {
  activitiesFor,
  buyersOfRfq,
  claimDigests,
  findActivity,
  insertActivity,
  type NewActivity,
  type ToldActivity,
} from './buyer-notice-repository.ts';
import type { MailDeps } from './mail-deps.ts';
import { buyerTenderLink, mailDateTime, tenderNameRows } from './mailed-tender.ts';
import { inTransaction } from './queue-mails.ts';

// The buyer is told what the suppliers do (issue 35, item 13): a question asked, a tender declined, a
// quotation submitted. Each is recorded (rfq_activity) in the transaction of the supplier's change, and
// mailed there and then to the RFQ's buyers (buyer-notice-repository.ts, toldOf) who want one mail each;
// those who want a daily digest get every action of the day in one mail at NOTICE_DIGEST_TIME, claimed in
// the database so several app servers send it once; 'none' mails nothing (the console still counts).
// Sealed bids: a mail names who did what and when, as the buyer console does; never an amount or a line.

const TEXTS: Readonly<Record<ActivityKind, { subject: MessageKey; intro: MessageKey; line: MessageKey }>> = {
  question: {
    subject: 'buyerNotice.question.subject',
    intro: 'buyerNotice.question.intro',
    line: 'buyerNotice.question.line',
  },
  decline: {
    subject: 'buyerNotice.decline.subject',
    intro: 'buyerNotice.decline.intro',
    line: 'buyerNotice.decline.line',
  },
  submit: {
    subject: 'buyerNotice.submit.subject',
    intro: 'buyerNotice.submit.intro',
    line: 'buyerNotice.submit.line',
  },
};

// A hard-copy tender's quotation or decline comes on paper and the group's staff record it: told as such.
const PAPER_TEXTS: Readonly<Record<'submit' | 'decline', (typeof TEXTS)[ActivityKind]>> = {
  submit: {
    subject: 'buyerNotice.paperSubmit.subject',
    intro: 'buyerNotice.paperSubmit.intro',
    line: 'buyerNotice.paperSubmit.line',
  },
  decline: {
    subject: 'buyerNotice.paperDecline.subject',
    intro: 'buyerNotice.paperDecline.intro',
    line: 'buyerNotice.paperDecline.line',
  },
};

const textsOf = (activity: ToldActivity) =>
  activity.paper && activity.kind !== 'question' ? PAPER_TEXTS[activity.kind] : TEXTS[activity.kind];

const supplierOf = (activity: ToldActivity) => `${activity.suppliercode} ${activity.suppliername}`;

/** What the supplier wrote with its action: a question's text, a decline's reason. */
export interface ActivityText {
  question?: string;
  reason?: string;
}

/** One action told to one buyer, in the buyer's language. */
export function activityMail(
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  activity: ToldActivity & ActivityText & { readerName: string },
): RenderedMail {
  const texts = textsOf(activity);
  const supplier = supplierOf(activity);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(lang, texts.intro, { supplier }) },
    {
      kind: 'facts',
      rows: [
        ...tenderNameRows(lang, activity),
        [t(lang, 'buyerNotice.supplier'), supplier],
        [t(lang, `buyerNotice.at.${activity.kind}`), mailDateTime(deps, activity.at)],
        ...(activity.actor ? [[t(lang, 'buyerNotice.by'), activity.actor] as [string, string]] : []),
      ],
    },
  ];
  if (activity.question) {
    blocks.push({ kind: 'quote', label: t(lang, 'buyerNotice.question'), text: activity.question });
  }
  if (activity.reason) {
    blocks.push({ kind: 'quote', label: t(lang, 'buyerNotice.reason'), text: activity.reason });
  }
  if (activity.kind === 'submit') blocks.push({ kind: 'paragraph', text: t(lang, 'buyerNotice.sealed') });
  if (activity.kind === 'question') {
    blocks.push({ kind: 'paragraph', text: t(lang, 'buyerNotice.question.action') });
  }
  blocks.push(buyerTenderLink(lang, activity), {
    kind: 'paragraph',
    text: t(lang, 'buyerNotice.settings'),
  });
  return renderMail(lang, brand, {
    subject: t(lang, texts.subject, { supplier, rfqnum: activity.rfqnum }),
    readerName: activity.readerName,
    blocks,
  });
}

/**
 * Records a supplier's action on an RFQ and queues its mail to each of the RFQ's buyers who wants one
 * mail each, in `deps.db`'s transaction (the action's own, so the record and the mails exist exactly when
 * it commits). Answers how many mails were queued.
 */
export async function noticeBuyers(deps: MailDeps, action: NewActivity & ActivityText): Promise<number> {
  return inTransaction(deps.db, async (trx) => {
    const id = await insertActivity(trx, action);
    const buyers = (await buyersOfRfq(trx, action.rfqId)).filter((buyer) => buyer.mode === 'each');
    if (buyers.length === 0) return 0;
    const activity = await findActivity(trx, id);
    if (!activity) return 0;
    const brand = mailBrand(deps.config);
    const text = { question: action.question, reason: action.reason };
    return enqueueMails(
      trx,
      buyers.map(
        (buyer): QueuedMail => ({
          kind: 'supplier-activity',
          dedupeKey: `supplier-activity:${id}:${buyer.userId}`,
          to: buyer.email,
          language: buyer.language,
          mail: activityMail(buyer.language, brand, deps, {
            ...activity,
            ...text,
            readerName: buyer.username,
          }),
          rfqId: action.rfqId,
          udztbId: action.udztbId,
          userId: buyer.userId,
        }),
      ),
    );
  });
}

/** The digest of the actions since the buyer's last one, grouped by RFQ, each line who and when. */
export function digestMail(
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  digest: { readerName: string; day: string; activities: readonly ToldActivity[] },
): RenderedMail {
  const byRfq = new Map<string, ToldActivity[]>();
  for (const activity of digest.activities) {
    byRfq.set(activity.rfqnum, [...(byRfq.get(activity.rfqnum) ?? []), activity]);
  }
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: t(lang, 'digestMail.intro', { count: digest.activities.length, tenders: byRfq.size }),
    },
  ];
  for (const activities of byRfq.values()) {
    const first = activities[0] as ToldActivity;
    blocks.push(
      {
        kind: 'facts',
        rows: [
          ...tenderNameRows(lang, first),
          ...activities.map(
            (activity) =>
              [
                mailDateTime(deps, activity.at),
                t(lang, textsOf(activity).line, {
                  supplier: supplierOf(activity),
                  who: activity.actor || supplierOf(activity),
                }),
              ] as const,
          ),
        ],
      },
      buyerTenderLink(lang, first),
    );
  }
  blocks.push({ kind: 'paragraph', text: t(lang, 'digestMail.sealed') });
  blocks.push({ kind: 'paragraph', text: t(lang, 'digestMail.settings') });
  return renderMail(lang, brand, {
    subject: t(lang, 'digestMail.subject', { day: digest.day, count: digest.activities.length }),
    readerName: digest.readerName,
    blocks,
  });
}

const DAY_MS = 86_400_000;

/** The portal's local date (YYYY-MM-DD) and time (HH:MM) at `now`, in TIME_ZONE. */
function localNow(deps: Pick<MailDeps, 'config'>, now: Date): { day: string; time: string } {
  const [day = '', time = ''] = formatZonedDateTime(now, deps.config.timeZone, '').split(' ');
  return { day, time: time.slice(0, 5) };
}

/**
 * Sends the day's digests once the portal's local time (TIME_ZONE) reaches `time` (HH:MM): claims the
 * digest of the local date for every buyer who asked for one (buyer-notice-repository.ts, claimDigests)
 * and, in the claim's transaction, queues one mail to each with every action told to them since their
 * last digest (the first: the last 24 hours); a buyer with nothing new gets no mail. Several servers
 * sweeping at once queue each digest exactly once. Answers how many mails were queued.
 */
export async function sendDigests(deps: MailDeps, opts: { time: string; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const local = localNow(deps, now);
  if (local.time < opts.time) return 0;
  return inTransaction(deps.db, async (trx) => {
    const claimed = await claimDigests(trx, local.day, now);
    const brand = mailBrand(deps.config);
    const mails: QueuedMail[] = [];
    for (const digest of claimed) {
      const since = digest.since ?? new Date(digest.until.getTime() - DAY_MS);
      const activities = await activitiesFor(trx, digest.userId, since, digest.until);
      if (activities.length === 0) continue;
      mails.push({
        kind: 'digest',
        dedupeKey: `digest:${digest.userId}:${local.day}`,
        to: digest.email,
        language: digest.language,
        mail: digestMail(digest.language, brand, deps, {
          readerName: digest.username,
          day: local.day,
          activities,
        }),
        userId: digest.userId,
      });
    }
    return enqueueMails(trx, mails);
  });
}
