import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

describe.each(bothDatabases)('health check on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close().catch(() => {}));

  it('answers 200 while the database answers, and 503 with 1000001 once it does not', async () => {
    const healthy = await fetch(`${server.url}/samex/rest/health`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ code: 0, success: true });

    // The connection pool gone is what a lost database looks like to the server.
    await server.built.ctx.db.destroy();
    const sick = await fetch(`${server.url}/samex/rest/health`, { headers: { langcode: 'ZH' } });
    expect(sick.status).toBe(503);
    const body = (await sick.json()) as { code: number; message: string };
    expect(body.code).toBe(1000001);
    expect(body.message).not.toMatch(/select|kysely|driver/i);
  });
});
