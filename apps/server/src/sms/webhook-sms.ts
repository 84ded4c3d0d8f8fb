import { createHmac, randomUUID } from 'node:crypto';
import type { SmsConfig, SmsSender } from './sms-sender.ts';

// SMS_DRIVER=webhook: the group's own gateway. A POST of JSON `{"to": "+85291234567", "text": "..."}`
// to SMS_WEBHOOK_URL, signed so that the gateway can tell it came from the portal and is fresh
// (docs/deployment.md, "Verifying the SMS webhook"):
//   X-Tender-Timestamp: the Unix time of sending, in seconds
//   X-Tender-Signature: sha256=<hex HMAC-SHA256 under SMS_WEBHOOK_SECRET of `<timestamp>.<raw body>`>
//   X-Tender-Message-Id: a UUID, the same on a retry by a proxy, for the gateway to drop duplicates
// Any 2xx is taken; anything else, or no answer within 10 s, is a failure.

export const SIGNATURE_HEADER = 'x-tender-signature';
export const TIMESTAMP_HEADER = 'x-tender-timestamp';
export const MESSAGE_ID_HEADER = 'x-tender-message-id';
const TIMEOUT_MS = 10_000;

/** The signature header's value for a body sent at `timestamp` (Unix seconds). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Error of a gateway that did not take the message: its HTTP status, never the text or the number. */
export class SmsWebhookError extends Error {
  constructor(readonly status: number) {
    super(`SMS webhook answered HTTP ${status}`);
    this.name = 'SmsWebhookError';
  }
}

export function webhookSmsSender(config: Extract<SmsConfig, { driver: 'webhook' }>): SmsSender {
  return {
    driver: 'webhook',
    async send(message) {
      const body = JSON.stringify({ to: message.to, text: message.text });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const id = randomUUID();
      const res = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: webhookSignature(config.secret, timestamp, body),
          [MESSAGE_ID_HEADER]: id,
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // Read to the end so the connection can be reused; the content is not needed.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new SmsWebhookError(res.status);
      return { reference: id };
    },
  };
}
