import { parseArgs } from 'node:util';
import { AdminError } from '../auth/admin-service.ts';
import { loadConfigOrExit } from '../config/config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { dropMail, listMailQueue, MailQueueError, type QueueEntry, retryMail } from '../mail/mail-queue.ts';
import { commandLineMail, deliverQueuedMail, describeDelivery } from './cli-mail.ts';

// `npm run admin -- mail-queue`: the outbox's waiting and failed mails (mail/mail-queue.ts).

export const MAIL_QUEUE_USAGE = `  mail-queue [--retry ID|all-failed] [--drop ID --reason TEXT]
      lists the mails waiting to be sent or failed, with the relay's last answer (never a mail's text);
      --retry sends one again now (or every failed one), --drop takes one out of the queue for good;
      both are audited`;

function mailId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new AdminError(`not a mail id: ${value}`);
  return Number(value);
}

const when = (at: Date | null) => (at ? `${at.toISOString().slice(0, 19)}Z` : '-');

/** One line per mail: id, state, kind, recipient, tries, queued and next try (UTC), what about, answer. */
export function formatQueue(entries: readonly QueueEntry[]): string {
  if (entries.length === 0) return 'mail-queue: nothing waiting or failed';
  const rows = [
    ['ID', 'STATE', 'KIND', 'TO', 'TRIES', 'QUEUED', 'NEXT TRY', 'ABOUT', 'LAST ANSWER'],
    ...entries.map((e) => [
      String(e.id),
      e.state,
      e.kind,
      e.email,
      String(e.attempts),
      when(e.createdAt),
      when(e.nextAttemptAt),
      e.udztbnum ?? e.rfqnum ?? '-',
      e.lastError ?? '',
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function mailQueueCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { retry: { type: 'string' }, drop: { type: 'string' }, reason: { type: 'string' } },
  });
  if (values.retry !== undefined && values.drop !== undefined) {
    throw new AdminError('--retry and --drop go one at a time');
  }
  if (values.reason !== undefined && values.drop === undefined)
    throw new AdminError('--reason goes with --drop');
  const config = loadConfigOrExit();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db as never);
    if (values.retry !== undefined) {
      const retried = await retryMail(
        handle.db,
        values.retry === 'all-failed' ? 'all-failed' : mailId(values.retry),
      );
      console.info(`mail-queue: ${retried.length} mails queued again`);
      // Sent now, as a server's worker would (which is woken too, and may send some of them first).
      console.info(
        `mail-queue: ${describeDelivery(await deliverQueuedMail(handle.db, commandLineMail(config)))}`,
      );
    } else if (values.drop !== undefined) {
      await dropMail(handle.db, mailId(values.drop), values.reason ?? '');
      console.info(`mail-queue: mail ${values.drop} dropped`);
    }
    console.info(formatQueue(await listMailQueue(handle.db)));
    return 0;
  } catch (error) {
    if (error instanceof MailQueueError) throw new AdminError(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}
