import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import type { MailLog } from '../mail/mailer.ts';
import { sendDigests } from './buyer-notice-mail.ts';
import { sendCertExpiryReminders } from './cert-expiry-mail.ts';
import type { MailDeps } from './mail-deps.ts';
import { closingText, dueDate, type MailedTender, tenderBlocks } from './mailed-tender.ts';
import { claimDueReminders } from './notification-repository.ts';
import { inTransaction, mailSupplierUsers, type NotificationCount } from './queue-mails.ts';

/** The reminder before closing for one user of a supplier that has neither submitted nor declined. */
export function reminderMail(
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  reminder: MailedTender & { hours: number; readerName: string },
): RenderedMail {
  const tender = tenderBlocks(lang, deps, reminder);
  return renderMail(lang, brand, {
    subject: t(lang, 'reminderMail.subject', {
      tenderNo: reminder.rfqnum,
      closing: closingText(deps, reminder),
    }),
    readerName: reminder.readerName,
    blocks: [
      { kind: 'paragraph', text: t(lang, 'reminderMail.intro', { hours: reminder.hours }) },
      tender.facts,
      ...tender.hardCopy,
      { kind: 'paragraph', text: t(lang, 'reminderMail.action') },
      tender.link,
    ],
  });
}

const HOUR_MS = 3_600_000;

/**
 * Reminds each invitation that closes within `hours` and still waits for its supplier (not submitted,
 * not declined, not cancelled): one mail to each active user of the supplier, in that user's language.
 * An invitation whose own mail went out less than `hours` before closing needs no reminder, and one never
 * announced (imported without its invitation mail) gets none either. Each is claimed by one conditional
 * UPDATE (reminder_mailed_at) in the transaction that queues its mails, so several app servers sweeping
 * one PostgreSQL at once queue it exactly once: the second UPDATE waits for the first and then finds it
 * claimed. A new closing date (an amendment, a negotiation round) makes a new reminder.
 */
export async function sendReminders(
  deps: MailDeps,
  opts: { hours: number; now?: Date },
): Promise<NotificationCount> {
  const now = opts.now ?? new Date();
  return inTransaction(deps.db, async (trx) => {
    const claimed = await claimDueReminders(
      trx,
      now,
      new Date(now.getTime() + opts.hours * HOUR_MS),
      opts.hours,
    );
    return mailSupplierUsers(
      { ...deps, db: trx },
      'reminder',
      claimed,
      (reminder) => `${reminder.id}:${dueDate(reminder).toISOString()}`,
      (reminder, user, brand) =>
        reminderMail(user.language, brand, deps, {
          ...reminder,
          hours: opts.hours,
          readerName: user.username,
        }),
    );
  });
}

/** How often each app server looks for invitations to remind. */
export const REMINDER_SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Looks for reminders to send at start and then every intervalMs, in the background, one sweep at a
 * time (an interval that comes while a sweep still runs is skipped): those before closing (`hours`; 0:
 * never), those before a certificate or licence expires (`certDays`, cert-expiry-mail.ts; 0 or absent:
 * never) and the buyers' daily digests once the local time reaches `digestTime` (HH:MM,
 * buyer-notice-mail.ts; absent: never). A failure of one kind is logged and does not keep the others from
 * running. Answers how to stop.
 */
export function startReminderSweeper(
  deps: MailDeps & { log: Pick<MailLog, 'error'> },
  opts: { hours: number; certDays?: number; digestTime?: string; intervalMs?: number },
): { stop(): Promise<void> } {
  const certDays = opts.certDays ?? 0;
  const digestTime = opts.digestTime;
  if (opts.hours <= 0 && certDays <= 0 && !digestTime) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  let stopped = false;
  const logged = (what: string) => (err: unknown) => {
    if (!stopped) deps.log.error({ err }, `${what} sweep failed`);
  };
  const sweep = async () => {
    if (opts.hours > 0) await sendReminders(deps, { hours: opts.hours }).catch(logged('reminder'));
    if (certDays > 0) {
      await sendCertExpiryReminders(deps, { days: certDays }).catch(logged('cert-expiry reminder'));
    }
    if (digestTime) await sendDigests(deps, { time: digestTime }).catch(logged('buyer digest'));
  };
  const run = () => {
    if (running || stopped) return;
    running = sweep().finally(() => {
      running = undefined;
    });
  };
  run();
  const timer = setInterval(run, opts.intervalMs ?? REMINDER_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
