import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 18, item 5: the web's send-code countdown is the server's gap between two codes, which the
// client learns from /common/siteinfo, and the code's lifetime is told apart from it.
describe.each(testDatabases)('verification code timings on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { CODE_RESEND_SECONDS: '45', CODE_TTL_SECONDS: '600' });
    await server.importFixture(authFixture);
  });
  afterAll(() => server?.close().catch(() => {}));

  it('tells the client the resend gap and the lifetime the server uses', async () => {
    const info = await server.post<{ data: { codeResendSeconds: number; codeTtlSeconds: number } }>(
      '/common/siteinfo',
      {},
    );
    expect(info.data).toMatchObject({ codeResendSeconds: 45, codeTtlSeconds: 600 });
  });

  it('refuses a second code within that gap, which the countdown keeps the user from asking', async () => {
    const password = await server.encrypt(PASSWORD);
    const body = { suppliername: 'alice', password, isforget: false };
    expect((await server.post('/common/gencode', body)).code).toBe(0);
    expect((await server.post('/common/gencode', body)).code).toBe(3000011);
  });

  it('tells no gap as 0 and the default lifetime as 15 min', async () => {
    // The suites' servers run without a gap (CODE_RESEND_SECONDS=0), as the e2e servers do.
    const plain = await startTestServer(kind);
    try {
      const info = await plain.post('/common/siteinfo', {});
      expect(info.data).toMatchObject({ codeResendSeconds: 0, codeTtlSeconds: 900 });
    } finally {
      await plain.close();
    }
  });
});
