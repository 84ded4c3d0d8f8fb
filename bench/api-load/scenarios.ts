/** The calls measured under load, as the web app sends them (spec 7: POST /util/list with a reqname). */
export interface Scenario {
  name: string;
  body: Record<string, unknown>;
  /** The p99 budget at a fixed rate (issue 19): 25 ms, 50 ms for the deep searched page. */
  p99BudgetMs: number;
}

/** The search text: a word of one RFQ description in five, so 400 of the bench supplier's 2,000. */
export const SEARCH_TEXT = 'cleaning';

export function scenariosFor(linesUdztbnum: string): Scenario[] {
  return [
    { name: 'getudztb page 1', body: { reqname: 'getudztb', page: 1, pagesize: 10 }, p99BudgetMs: 25 },
    {
      name: 'getudztb page 200 (last)',
      body: { reqname: 'getudztb', page: 200, pagesize: 10 },
      p99BudgetMs: 25,
    },
    {
      name: 'getudztb page 1, search',
      body: { reqname: 'getudztb', page: 1, pagesize: 10, str: SEARCH_TEXT },
      p99BudgetMs: 25,
    },
    {
      name: 'getudztb page 40 (last), search',
      body: { reqname: 'getudztb', page: 40, pagesize: 10, str: SEARCH_TEXT },
      p99BudgetMs: 50,
    },
    { name: 'udztbcount', body: { reqname: 'udztbcount' }, p99BudgetMs: 25 },
    { name: 'udztbcount, search', body: { reqname: 'udztbcount', str: SEARCH_TEXT }, p99BudgetMs: 25 },
    {
      name: 'getudztbline (200 lines)',
      body: { reqname: 'getudztbline', udztbnum: linesUdztbnum },
      p99BudgetMs: 25,
    },
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
