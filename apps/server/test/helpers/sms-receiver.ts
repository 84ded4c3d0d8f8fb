import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP receiver for the `webhook` SMS driver (issue 32): it checks each POST's signature the way
// docs/deployment.md tells a gateway to ("Verifying the SMS webhook"), written here from the docs, not
// from the server's code, and keeps the messages for the tests to read their codes.

export interface ReceivedSms {
  to: string;
  text: string;
  headers: IncomingHttpHeaders;
  /** Whether the signature header matched the HMAC-SHA256 of `<timestamp>.<raw body>` under the secret. */
  signed: boolean;
  /** Whether the timestamp was within 5 minutes of the receiver's clock. */
  fresh: boolean;
}

export interface SmsReceiver {
  url: string;
  received: ReceivedSms[];
  /** What the receiver answers from now on (200 by default). */
  answer(status: number): void;
  /** The messages to `to` (international form) since `since` (an index into `received`). */
  to(to: string, since?: number): ReceivedSms[];
  /** The six-digit code of the newest message to `to`. */
  codeTo(to: string): string;
  close(): Promise<void>;
}

function verify(
  secret: string,
  headers: IncomingHttpHeaders,
  raw: string,
): { signed: boolean; fresh: boolean } {
  const timestamp = String(headers['x-tender-timestamp'] ?? '');
  const given = String(headers['x-tender-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
  const signed =
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
  return { signed, fresh };
}

export async function startSmsReceiver(secret: string): Promise<SmsReceiver> {
  const received: ReceivedSms[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(raw) as { to: string; text: string };
      received.push({
        to: body.to,
        text: body.text,
        headers: req.headers,
        ...verify(secret, req.headers, raw),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 300 ? '{"ok":true}' : '{"error":"gateway down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  const receiver: SmsReceiver = {
    url,
    received,
    answer(next) {
      status = next;
    },
    to(to, since = 0) {
      return received.slice(since).filter((m) => m.to === to);
    },
    codeTo(to) {
      const last = receiver.to(to).at(-1);
      const code = last && /(\d{6})/.exec(last.text)?.[1];
      if (!code) throw new Error(`no code sent by SMS to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}
