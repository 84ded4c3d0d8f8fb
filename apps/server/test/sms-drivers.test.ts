import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';
import { createSmsSender, maskedNumber } from '../src/sms/sms-sender.ts';
import { SmsWebhookError } from '../src/sms/webhook-sms.ts';
import { signatureMatches } from './helpers/sigv4-check.ts';
import { startSmsReceiver } from './helpers/sms-receiver.ts';

// Issue 32: the three SMS drivers behind one interface. `sns` runs the real AWS SDK against a local HTTP
// endpoint that answers SNS's Publish API (the SDK's `endpoint` setting) and checks the request: the
// Query protocol's form, the phone number, the text, the attributes and the SigV4 signature.

const silent = { info() {}, error() {} };
const message = { to: '+85291234567', text: 'Supplier Portal sign-in code: 123456. Valid for 15 min.' };

describe('the outbox driver', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tp-sms-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as a .txt file, the number and sender above the text', async () => {
    const sender = createSmsSender(
      { driver: 'outbox', dir: join(dir, 'sms'), senderId: 'HarbourHtl' },
      silent,
    );
    const { reference } = await sender.send(message);
    expect(await readdir(join(dir, 'sms'))).toEqual([reference]);
    expect(reference).toMatch(/^\d{13}-[0-9a-f]{8}\.txt$/);
    expect(await readFile(join(dir, 'sms', reference), 'utf8')).toBe(
      `To: +85291234567\nFrom: HarbourHtl\n\n${message.text}\n`,
    );
  });
});

describe('the webhook driver', () => {
  const secret = 'x'.repeat(40);

  it('POSTs {to, text}, signed and timestamped, and fails on an answer other than 2xx', async () => {
    const receiver = await startSmsReceiver(secret);
    try {
      const sender = createSmsSender({ driver: 'webhook', url: receiver.url, secret }, silent);
      const { reference } = await sender.send(message);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({ ...message, signed: true, fresh: true });
      expect(receiver.received[0]?.headers['x-tender-message-id']).toBe(reference);
      // Signed under another secret: the receiver's check fails.
      await createSmsSender({ driver: 'webhook', url: receiver.url, secret: 'y'.repeat(40) }, silent).send(
        message,
      );
      expect(receiver.received[1]?.signed).toBe(false);
      receiver.answer(502);
      await expect(sender.send(message)).rejects.toEqual(new SmsWebhookError(502));
    } finally {
      await receiver.close();
    }
    // Nobody listening.
    const gone = createSmsSender({ driver: 'webhook', url: 'http://127.0.0.1:9/sms', secret }, silent);
    await expect(gone.send(message)).rejects.toThrow();
  });
});

interface PublishRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
  signed: boolean;
}

/** A local endpoint answering SNS's Publish (AWS Query protocol, XML replies), as the SDK calls it. */
async function startSnsEndpoint(secrets: Map<string, string>) {
  const requests: PublishRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signed = await signatureMatches(req, secrets, { service: 'sns', body });
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form, signed });
      res.setHeader('content-type', 'text/xml');
      if (!signed) {
        res.statusCode = 403;
        res.end(
          '<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type>' +
            '<Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match.' +
            '</Message></Error><RequestId>req-2</RequestId></ErrorResponse>',
        );
        return;
      }
      res.end(
        '<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult>' +
          `<MessageId>msg-${requests.length}</MessageId></PublishResult>` +
          '<ResponseMetadata><RequestId>req-1</RequestId></ResponseMetadata></PublishResponse>',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Query protocol's MessageAttributes.entry.N.* fields as a map. */
function attributesOf(form: URLSearchParams): Record<string, { DataType?: string; StringValue?: string }> {
  const out: Record<string, { DataType?: string; StringValue?: string }> = {};
  for (let n = 1; form.has(`MessageAttributes.entry.${n}.Name`); n++) {
    out[form.get(`MessageAttributes.entry.${n}.Name`) ?? ''] = {
      DataType: form.get(`MessageAttributes.entry.${n}.Value.DataType`) ?? undefined,
      StringValue: form.get(`MessageAttributes.entry.${n}.Value.StringValue`) ?? undefined,
    };
  }
  return out;
}

describe('the sns driver', () => {
  const credentials = { accessKeyId: 'AKIDPORTALTEST', secretAccessKey: 'portal-test-secret' };
  let sns: Awaited<ReturnType<typeof startSnsEndpoint>>;
  beforeAll(async () => {
    sns = await startSnsEndpoint(new Map([[credentials.accessKeyId, credentials.secretAccessKey]]));
  });
  afterAll(() => sns?.close());

  it('publishes to the phone number, transactional, from the sender id, signed for the region', async () => {
    const sender = createSmsSender(
      {
        driver: 'sns',
        endpoint: sns.endpoint,
        region: 'ap-southeast-1',
        credentials,
        senderId: 'HarbourHtl',
      },
      silent,
    );
    const { reference } = await sender.send({ to: '+85291234567', text: '【供應商平台】登入驗證碼：123456' });
    expect(reference).toBe('msg-1');
    const [request] = sns.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/', signed: true });
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.authorization).toContain('/ap-southeast-1/sns/aws4_request');
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: '+85291234567',
      Message: '【供應商平台】登入驗證碼：123456',
    });
    expect(request?.form.has('TopicArn')).toBe(false);
    expect(attributesOf(request?.form ?? new URLSearchParams())).toEqual({
      'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
      'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'HarbourHtl' },
    });
  });

  it('sends no sender id when none is set, and fails when SNS refuses', async () => {
    const plain = createSmsSender(
      { driver: 'sns', endpoint: sns.endpoint, region: 'us-east-1', credentials },
      silent,
    );
    await plain.send(message);
    expect(Object.keys(attributesOf(sns.requests.at(-1)?.form ?? new URLSearchParams()))).toEqual([
      'AWS.SNS.SMS.SMSType',
    ]);
    const wrongKey = createSmsSender(
      {
        driver: 'sns',
        endpoint: sns.endpoint,
        region: 'us-east-1',
        credentials: { ...credentials, secretAccessKey: 'not-the-secret' },
      },
      silent,
    );
    await expect(wrongKey.send(message)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
  });
});

describe('SMS settings', () => {
  it('picks the outbox by default, and refuses a webhook without its URL and secret', () => {
    const dataDir = join(tmpdir(), 'tp-sms-config');
    expect(loadConfig({ DATA_DIR: dataDir }).sms).toEqual({
      driver: 'outbox',
      dir: join(dataDir, 'outbox', 'sms'),
      senderId: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_DRIVER: 'webhook' })).toThrow(
      new ConfigError(['SMS_DRIVER=webhook needs SMS_WEBHOOK_URL, SMS_WEBHOOK_SECRET to be set']),
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        SMS_DRIVER: 'webhook',
        SMS_WEBHOOK_URL: 'ftp://x',
        SMS_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/SMS_WEBHOOK_URL: must be an http:\/\/ or https:\/\/ URL \(got a value, not shown\)/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_SENDER_ID: 'Harbour Hotels' })).toThrow(/SMS_SENDER_ID/);
    expect(loadConfig({ DATA_DIR: dataDir, SMS_DRIVER: 'sns', SMS_SENDER_ID: 'Harbour' }).sms).toEqual({
      driver: 'sns',
      senderId: 'Harbour',
    });
  });

  it('logs a number by its country code and last four digits', () => {
    expect(maskedNumber('+85291234567')).toBe('+852****4567');
    expect(maskedNumber('+8613800138000')).toBe('+86*******8000');
    expect(maskedNumber('+886912345678')).toBe('+886*****5678');
    expect(maskedNumber('nonsense')).toBe('****');
  });
});
