import { expect, type Page } from '@playwright/test';
import { loginAs } from './login';

// The large-tender specs (drafts, keyboard grid, Excel round trip) work on the fixtures of
// e2e/fixtures/big-tender-fixture.ts: supplier `letter` of a spec signs in as `e2e.<login>.<letter>` and
// quotes invitation `<rfqnum>-<letter>`, so no test meets another's draft.

const PASSWORD = 'E2e#Pass2026';

/** A line as getudztbline answers it (the fields the specs read back). */
export interface StoredLine {
  seqno: number | string;
  description: string;
  unitprice: string | null;
  quantity: string | null;
  linenotes: string;
}

/** Signs in as the spec's supplier `letter` and opens its invitation once the grid can be priced. */
export async function openBigTender(
  page: Page,
  fixture: { rfqnum: string; login: string },
  letter: string,
): Promise<string> {
  const udztbnum = `${fixture.rfqnum}-${letter}`;
  await loginAs(page, `e2e.${fixture.login}.${letter.toLowerCase()}`, PASSWORD);
  await page.goto(`/tenderdetail/${udztbnum}/1/WTQUOTE`);
  await expect(page.getByLabel('Unit price of line 2', { exact: true })).toBeEditable();
  return udztbnum;
}

/** The lines as the server holds them, read through the API with this browser's own session. */
export async function storedLines(page: Page, udztbnum: string): Promise<Map<number, StoredLine>> {
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tp.session') ?? 'null'));
  const response = await page.request.post('/samex/rest/util/list', {
    headers: { Authorization: session.token },
    data: { reqname: 'getudztbline', siteid: session.siteid, udztbnum },
  });
  const reply = (await response.json()) as { code: number; getudztbline: StoredLine[] };
  expect(reply.code).toBe(0);
  return new Map(reply.getudztbline.map((line) => [Number(line.seqno), line]));
}
