import { apiPost } from '../lib/api-session.ts';
import { median, percentile } from '../lib/stats.ts';
import { LARGE_TENDER } from './api-save.ts';

interface LineRow {
  seqno: number | string;
  header: string;
  autocal: string;
}

/**
 * The autosave of issue 12 on the 2,000-line tender: one changed line sent as the web app's autosave
 * sends it (the dirty line only, with the version it read), timed end to end, and the size of the
 * request body. Each save changes the price, so every call really writes.
 */
export async function measureAutosave(
  baseUrl: string,
  token: string,
  saves = 30,
): Promise<{ median: number; p95: number; bytes: number }> {
  const read = await apiPost<{ getudztbline: LineRow[] }>(
    baseUrl,
    '/util/list',
    { reqname: 'getudztbline', udztbnum: LARGE_TENDER },
    token,
  );
  const header = await apiPost<{ getudztb: { version: number }[] }>(
    baseUrl,
    '/util/list',
    { reqname: 'getudztb', udztbnum: LARGE_TENDER },
    token,
  );
  const priced = read.getudztbline.filter((row) => row.header !== '1' && row.autocal === 'Y');
  let version = header.getudztb[0]?.version ?? 0;
  const samples: number[] = [];
  let bytes = 0;
  for (let save = 0; save < saves + 2; save += 1) {
    const row = priced[save % priced.length] as LineRow;
    const body = {
      reqname: 'updateudztb',
      udztb: [LARGE_TENDER],
      version,
      updateudztbline: [
        {
          seqno: Number(row.seqno),
          udztbnum: LARGE_TENDER,
          unitprice: `${200 + save}.50`,
        },
      ],
    };
    bytes = Math.max(bytes, Buffer.byteLength(JSON.stringify(body)));
    const started = performance.now();
    const reply = await apiPost<{ version: number }>(baseUrl, '/util/update', body, token);
    if (save >= 2) samples.push(performance.now() - started);
    version = reply.version;
  }
  return { median: median(samples), p95: percentile(samples, 95), bytes };
}
