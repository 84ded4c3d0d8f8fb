import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { outboxFor } from './mail';

// The server's default SMS driver (SMS_DRIVER=outbox) writes each text message to DATA_DIR/outbox/sms as
// `<ms timestamp>-<random>.txt`: a `To:` line with the number in international form, optionally `From:`,
// a blank line, then the text. These helpers read the code of the newest one to a number.

const POLL_MS = 200;
const WAIT_MS = 10_000;

export interface ReadSms {
  to: string;
  text: string;
  code: string;
}

/** The newest SMS to `to` (e.g. `+85291000101`) written since `since`, polling up to 10 s. */
export async function latestSms(to: string, opts: { since: number; baseURL?: string }): Promise<ReadSms> {
  const dir = join(outboxFor(opts.baseURL), 'sms');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.txt') && Number(basename(file).split('-')[0]) >= opts.since)
      .sort()
      .reverse();
    for (const file of files) {
      const [head = '', ...rest] = (await readFile(join(dir, file), 'utf8')).split('\n\n');
      if (!head.split('\n').includes(`To: ${to}`)) continue;
      const text = rest.join('\n\n').trim();
      const code = /(\d{6})/.exec(text)?.[1];
      if (code) return { to, text, code };
    }
    if (Date.now() > deadline)
      throw new Error(`No SMS to ${to} in ${dir} since ${new Date(opts.since).toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
