import { outboxSmsSender } from './outbox-sms.ts';
import { snsSmsSender } from './sns-sms.ts';
import { webhookSmsSender } from './webhook-sms.ts';

// Text messages (issue 32): one interface, three drivers chosen by SMS_DRIVER (docs/deployment.md, SMS).

/** One text message: the number in international form (+85291234567) and the text. */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  /** The driver's name, as SMS_DRIVER spells it; recorded with each message. */
  readonly driver: SmsConfig['driver'];
  /**
   * Hands the message to the gateway; resolves with the gateway's id of it (SNS's MessageId, the outbox
   * file's name, the webhook's reply `id` if any, else ''). Rejects when the gateway did not take it.
   */
  send(message: SmsMessage): Promise<{ reference: string }>;
}

/** What the SMS code logs through (the shape of the mailer's log, kept here so sms/ needs no mail/). */
export interface SmsLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What settings-schema's SMS_* settings make of the driver (config/sms-config.ts). */
export type SmsConfig =
  /** Each message a .txt file in `dir` (DATA_DIR/outbox/sms), for development and the demo. */
  | { driver: 'outbox'; dir: string; senderId?: string }
  /** A POST of `{to, text}` to the group's own gateway, signed with HMAC-SHA256 under `secret`. */
  | { driver: 'webhook'; url: string; secret: string; senderId?: string }
  /**
   * AWS SNS (Publish to a phone number). Region and credentials the SDK's usual way (AWS_REGION,
   * AWS_PROFILE, the instance's role, ...); `endpoint` only for tests and private endpoints.
   */
  | {
      driver: 'sns';
      senderId?: string;
      endpoint?: string;
      region?: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

/** The sender SMS_DRIVER names. */
export function createSmsSender(config: SmsConfig, log: SmsLog): SmsSender {
  switch (config.driver) {
    case 'outbox':
      return outboxSmsSender(config, log);
    case 'webhook':
      return webhookSmsSender(config);
    case 'sns':
      return snsSmsSender(config);
  }
}

/** A number as logs show it: the country code and the last 4 digits (+852****4567). */
export function maskedNumber(international: string): string {
  const match = /^(\+(?:86|852|853|886|\d{1,3}))(\d*)(\d{4})$/.exec(international);
  if (!match) return '****';
  return `${match[1]}${'*'.repeat(match[2]?.length ?? 0)}${match[3]}`;
}
