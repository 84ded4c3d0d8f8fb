import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { codeFromMail, startTestServer, type TestServer } from './helpers/test-server.ts';

// With SMTP_URL set, codes leave through SMTP: a real SMTP sink receives them here.
describe('mail through SMTP_URL', () => {
  const received: Array<{ to: string[]; raw: string }> = [];
  let sink: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString(),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const port = (sink.server.address() as AddressInfo).port;
    server = await startTestServer('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Portal <portal@example.com>',
    });
    await server.importFixture(authFixture);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('sends the login code to the account address, and the code logs in', async () => {
    const password = await server.encrypt(PASSWORD);
    const sent = await server.post('/common/gencode', { suppliername: 'alice', password, isforget: false });
    expect(sent.code).toBe(0);
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['alice@example.com']);
    expect(mail?.raw).toMatch(/^From: Portal <portal@example\.com>/m);
    const code = codeFromMail(mail?.raw ?? '');
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
