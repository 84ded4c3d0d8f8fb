import { join } from 'node:path';
import type { SmsConfig } from '../sms/sms-sender.ts';

const REQUIRED_WEBHOOK = ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'] as const;

/**
 * SMS_DRIVER picks how text messages go (issue 32): `outbox` (DATA_DIR/outbox/sms, the default),
 * `webhook` or `sns`. A webhook without its URL or secret stops the start with the missing variables
 * named, rather than failing at the first code. SNS takes its region and credentials from the SDK's
 * own settings (AWS_REGION, AWS_PROFILE, ...), which are not the portal's.
 */
export function loadSmsConfig(env: NodeJS.ProcessEnv, dataDir: string): SmsConfig {
  const driver = env.SMS_DRIVER || 'outbox';
  const senderId = env.SMS_SENDER_ID || undefined;
  if (driver === 'outbox') return { driver, dir: join(dataDir, 'outbox', 'sms'), senderId };
  if (driver === 'sns') return { driver, senderId };
  if (driver !== 'webhook')
    throw new Error(`SMS_DRIVER must be "outbox", "webhook" or "sns", not "${driver}"`);
  const missing = REQUIRED_WEBHOOK.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`SMS_DRIVER=webhook needs ${missing.join(', ')} to be set`);
  return { driver, url: env.SMS_WEBHOOK_URL ?? '', secret: env.SMS_WEBHOOK_SECRET ?? '', senderId };
}
