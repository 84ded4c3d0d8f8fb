import type { RenderedMail } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';

export interface Outgoing {
  to: string;
  mail: RenderedMail;
  /** What the log says of this mail when it fails (kind, tender, user id): never its text. */
  about: Record<string, string | number>;
}

/**
 * Sends each mail in turn. The business change behind them is already committed: a mail that fails is
 * logged and the others still go; nothing is thrown. Answers how many were sent.
 */
export async function sendEach(deps: Pick<MailDeps, 'mailer' | 'log'>, mails: readonly Outgoing[]) {
  let sent = 0;
  for (const { to, mail, about } of mails) {
    try {
      await deps.mailer.send({ to, ...mail });
      sent += 1;
    } catch (error) {
      deps.log.error(
        { ...about, reason: error instanceof Error ? error.message : String(error) },
        'notification mail not sent',
      );
    }
  }
  return sent;
}
