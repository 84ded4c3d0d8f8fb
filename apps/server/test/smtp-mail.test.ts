import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { codeFromMail, startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// With SMTP_URL set, codes leave through SMTP: a real SMTP sink receives them here.
describe.each(testDatabases)('mail through SMTP_URL on %s', (kind) => {
  let sink: SmtpSink;
  let received: ReceivedMail[] = [];
  let server: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    received = sink.received;
    server = await startTestServer(kind, {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Portal <portal@example.com>',
    });
    await server.importFixture(authFixture);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('sends the login code to the account address, and the code logs in', async () => {
    const password = await server.encrypt(PASSWORD);
    const sent = await server.post('/common/gencode', { suppliername: 'alice', password, isforget: false });
    expect(sent.code).toBe(0);
    const sentMail = received.at(-1);
    expect(sentMail?.to).toEqual(['alice@example.com']);
    expect(sentMail?.mail.to).toEqual(['alice@example.com']);
    expect(sentMail?.mail.from).toEqual([{ name: 'Portal', address: 'portal@example.com' }]);
    const code = codeFromMail(sentMail?.mail.text ?? '');
    const login = await server.post('/common/userlogin', {
      loginid: 'alice',
      password,
      logintype: 'WEB',
      code,
      deviceid: '111111',
      devicedesc: 'smtp test',
    });
    expect(login.code).toBe(0);
  });
});
