/** The calls measured under load, as the web app sends them (spec 7: POST /util/list with a reqname). */
export interface Scenario {
  name: string;
  body: Record<string, unknown>;
}

/** The search text: a word of one RFQ description in five, so 400 of the bench supplier's 2,000. */
export const SEARCH_TEXT = 'cleaning';

export function scenariosFor(linesUdztbnum: string): Scenario[] {
  return [
    { name: 'getudztb page 1', body: { reqname: 'getudztb', page: 1, pagesize: 10 } },
    { name: 'getudztb page 200 (last)', body: { reqname: 'getudztb', page: 200, pagesize: 10 } },
    {
      name: 'getudztb page 1, search',
      body: { reqname: 'getudztb', page: 1, pagesize: 10, str: SEARCH_TEXT },
    },
    {
      name: 'getudztb page 40 (last), search',
      body: { reqname: 'getudztb', page: 40, pagesize: 10, str: SEARCH_TEXT },
    },
    { name: 'udztbcount', body: { reqname: 'udztbcount' } },
    { name: 'udztbcount, search', body: { reqname: 'udztbcount', str: SEARCH_TEXT } },
    { name: 'getudztbline (200 lines)', body: { reqname: 'getudztbline', udztbnum: linesUdztbnum } },
  ];
}

/** One key per distinct request body, shared by the baseline's lookup table and the runner. */
export function keyOf(body: Record<string, unknown>): string {
  return JSON.stringify([
    body.reqname,
    body.page ?? null,
    body.pagesize ?? null,
    body.str ?? null,
    body.udztbnum ?? null,
  ]);
}
