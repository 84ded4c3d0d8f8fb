import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/i18n/i18n', () => ({
  currentLangcode: () => 'EN',
  i18n: { t: (key: string) => `t(${key})` },
}));

const { ApiError, apiDownload, apiPost, attachmentName, callUpload, configureApiClient, sessionLoginId } =
  await import('./api-client');

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

describe('one client for JSON calls and uploads', () => {
  const sent: Sent[] = [];
  let reply: () => Promise<Response>;
  const ended = vi.fn();

  beforeEach(() => {
    sent.length = 0;
    ended.mockReset();
    configureApiClient({ getToken: () => 'TOKEN', getLoginId: () => 'SUP1', onSessionEnded: ended });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: init.body });
      return reply();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const json =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), { status });
  const calls = [
    ['a JSON call', () => apiPost('/util/list', { reqname: 'x' })],
    ['an upload', () => callUpload('/common/upload', new FormData())],
  ] as const;

  it('sends JSON with its content type and a form as it is, both with the token and language', async () => {
    reply = json({ code: 0 });
    await apiPost('/util/list', { reqname: 'x' });
    const form = new FormData();
    form.set('filename', 'a.pdf');
    await callUpload('/common/upload', form);
    expect(sent.map((s) => [s.url, s.headers])).toEqual([
      [
        '/samex/rest/util/list',
        { 'Content-Type': 'application/json', langcode: 'EN', Authorization: 'TOKEN' },
      ],
      ['/samex/rest/common/upload', { langcode: 'EN', Authorization: 'TOKEN' }],
    ]);
    expect(sent[0]?.body).toBe('{"reqname":"x"}');
    expect(sent[1]?.body).toBe(form);
    expect(sessionLoginId()).toBe('SUP1');
  });

  it.each(calls)('%s reads a refusal the same way', async (_name, call) => {
    reply = json({ code: 5100008, message: 'Files of this type cannot be uploaded.' });
    await expect(call()).rejects.toMatchObject({
      code: 5100008,
      message: 'Files of this type cannot be uploaded.',
    });
    reply = json({ code: 1000001, message: 'stack trace' }, 500);
    await expect(call()).rejects.toMatchObject({ code: 1000001, message: 't(common:errors.systemFailure)' });
    reply = async () => new Response('<html>bad gateway</html>', { status: 502 });
    await expect(call()).rejects.toMatchObject({ code: 1000001 });
    reply = async () => {
      throw new TypeError('network');
    };
    await expect(call()).rejects.toMatchObject({ code: -1, message: 't(common:errors.connectFail)' });
    expect(ended).not.toHaveBeenCalled();
  });

  it.each(calls)('%s signs the browser out when the session has ended', async (_name, call) => {
    reply = json({ code: 2000017, message: 'Session expired' });
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('a call answering a file (issue 29: the record export)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['attachment; filename="RFQ-1-record.xlsx"', 'RFQ-1-record.xlsx'],
    ['attachment; filename="x.xlsx"; filename*=UTF-8\'\'%E6%8B%9B%E6%A0%87.xlsx', '招标.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment', null],
    [null, null],
  ])('reads the name of %j', (header, expected) => {
    expect(attachmentName(header)).toBe(expected);
  });

  it('answers the bytes and name, and a JSON refusal as an ApiError', async () => {
    configureApiClient({ getToken: () => 'TOKEN', getLoginId: () => 'B1', onSessionEnded: () => {} });
    let reply = new Response(new Uint8Array([80, 75, 3, 4]), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': 'attachment; filename="RFQ-1.xlsx"',
      },
    });
    vi.stubGlobal('fetch', async () => reply);
    const file = await apiDownload('/buyer/rfq/audit-export', { rfqnum: 'RFQ-1' });
    expect(file.filename).toBe('RFQ-1.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));

    reply = new Response(JSON.stringify({ code: 5600001, message: 'No such tender.' }), {
      headers: { 'content-type': 'application/json' },
    });
    await expect(apiDownload('/buyer/rfq/audit-export', { rfqnum: 'X' })).rejects.toMatchObject({
      code: 5600001,
      message: 'No such tender.',
    });
  });
});
