import { apiPost } from '../lib/api-session.ts';
import { median, percentile } from '../lib/stats.ts';

/** The demo's 2,000-line tender (README), open for quoting by demo.supplier. */
export const LARGE_TENDER = 'TB10020';

interface LineRow {
  seqno: number | string;
  header: string;
  autocal: string;
  quantity: string | null;
  unitprice: string | null;
  totallineamount: string | null;
  disc: string | null;
  disclineamt: string | null;
  linenotes: string;
}

/**
 * Saves every line of the 2,000-line tender through /util/update (updateudztb, as the web app sends it)
 * `saves` times, each time with new unit prices on every priced line, so every save rewrites all lines:
 * the server parses, recalculates and stores them in one transaction. Times each call end to end.
 */
export async function measureApiSave(
  baseUrl: string,
  token: string,
  saves = 15,
): Promise<{ median: number; p95: number; lines: number }> {
  const read = await apiPost<{ getudztbline: LineRow[] }>(
    baseUrl,
    '/util/list',
    { reqname: 'getudztbline', udztbnum: LARGE_TENDER },
    token,
  );
  const rows = read.getudztbline.filter((row) => row.header !== '1');
  const samples: number[] = [];
  for (let save = 0; save < saves + 2; save += 1) {
    const lines = rows.map((row, i) => ({
      seqno: Number(row.seqno),
      udztbnum: LARGE_TENDER,
      quantity: row.quantity,
      unitprice:
        row.autocal === 'Y'
          ? `${100 + ((i * 7 + save * 13) % 900)}.${String(save % 100).padStart(2, '0')}`
          : row.unitprice,
      disc: row.disc,
      totallineamount: row.totallineamount,
      disclineamt: row.disclineamt,
      linenotes: row.linenotes,
    }));
    const started = performance.now();
    await apiPost(
      baseUrl,
      '/util/update',
      {
        reqname: 'updateudztb',
        udztb: [LARGE_TENDER],
        docinfo: [],
        updateudztbline: lines,
        reminder: '0',
        commentstojll: '',
        isAttachment: false,
      },
      token,
    );
    // The first two saves warm up the JIT and the connection; they are not counted.
    if (save >= 2) samples.push(performance.now() - started);
  }
  return { median: median(samples), p95: percentile(samples, 95), lines: rows.length };
}
