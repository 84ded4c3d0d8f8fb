import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsConfig, SmsLog, SmsSender } from './sms-sender.ts';

/**
 * SMS_DRIVER=outbox (the default): each message a `<ms>-<random>.txt` file in DATA_DIR/outbox/sms,
 * like the mail outbox, where a developer or the demo's visitor reads it. The log names the file, never
 * what it says (it holds a code).
 */
export function outboxSmsSender(config: Extract<SmsConfig, { driver: 'outbox' }>, log: SmsLog): SmsSender {
  return {
    driver: 'outbox',
    async send(message) {
      await mkdir(config.dir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.txt`;
      const from = config.senderId ? `From: ${config.senderId}\n` : '';
      await writeFile(join(config.dir, name), `To: ${message.to}\n${from}\n${message.text}\n`);
      log.info({ file: join(config.dir, name) }, 'sms written to outbox');
      return { reference: name };
    },
  };
}
