import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { demoBuyer, demoStaff } from './demo-award.ts';
import { replaceCriteria } from './scoring-repository.ts';
import { scoreQuotation } from './scoring-service.ts';

// The demo of scoring beyond price (issue 33, item 3). The demo's tenders are imported as published, so
// their criteria are set as their drafts would have had them: an open tender the demo supplier sees them
// on (RFQ-2026-0101), and the closed one (RFQ-2026-0110), which demo.buyer and demo.approver then score
// through the scoring service itself. Kowloon Linen & Laundry (KLL) is the cheaper by HKD 720.00, but
// Pearl River (PRFS) scores better on service and ranks first: the award dialog preselects it.

const OPEN_RFQ = 'RFQ-2026-0101';
const SCORED_RFQ = 'RFQ-2026-0110';

const OPEN_CRITERIA = [
  { criterion: 'price', name: '', weight: 70 },
  { criterion: 'c1', name: 'Service quality and supervision', weight: 20 },
  { criterion: 'c2', name: 'Experience with hotels', weight: 10 },
];
const SCORED_CRITERIA = [
  { criterion: 'price', name: '', weight: 60 },
  { criterion: 'c1', name: 'Guard training and supervision', weight: 25 },
  { criterion: 'c2', name: 'Response time to incidents', weight: 15 },
];

/** demo.buyer's and demo.approver's scores of RFQ-2026-0110, with their notes. */
const SCORES = [
  {
    scorer: 'demo.buyer',
    role: 'buyer',
    supplier: 'PRFS',
    scores: [
      { criterion: 'c1', score: '9', note: 'All guards licensed; a supervisor on every shift.' },
      { criterion: 'c2', score: '8', note: 'Mobile patrol within 15 minutes.' },
    ],
  },
  {
    scorer: 'demo.buyer',
    role: 'buyer',
    supplier: 'KLL',
    scores: [
      { criterion: 'c1', score: '6', note: 'Supervisor shared with another site.' },
      { criterion: 'c2', score: '7', note: 'Response within 30 minutes.' },
    ],
  },
  {
    scorer: 'demo.approver',
    role: 'approver',
    supplier: 'PRFS',
    scores: [{ criterion: 'c1', score: '8.5', note: 'References from two hotels checked.' }],
  },
  {
    scorer: 'demo.approver',
    role: 'approver',
    supplier: 'KLL',
    scores: [{ criterion: 'c1', score: '6.5', note: 'No hotel reference.' }],
  },
] as const;

/**
 * After the demo data is first imported: the criteria of the two demo tenders, and the scores of the
 * closed one (see above). Skipped without the tenders or the demo's staff; a refusal only logs.
 */
export async function scoreDemo(ctx: AppContext, log: { info(msg: string): void }): Promise<void> {
  const buyer = await demoBuyer(ctx);
  if (!buyer) return;
  const rfqs = await ctx.db
    .selectFrom('rfq')
    .select(['id', 'rfqnum'])
    .where('rfqnum', 'in', [OPEN_RFQ, SCORED_RFQ])
    .execute();
  const idOf = new Map(rfqs.map((r) => [r.rfqnum, r.id]));
  const open = idOf.get(OPEN_RFQ);
  const scored = idOf.get(SCORED_RFQ);
  await ctx.db.transaction().execute(async (trx) => {
    if (open !== undefined) await replaceCriteria(trx, open, OPEN_CRITERIA);
    if (scored !== undefined) await replaceCriteria(trx, scored, SCORED_CRITERIA);
  });
  if (scored === undefined) return;
  try {
    for (const given of SCORES) {
      const scorer = given.role === 'buyer' ? buyer : await demoStaff(ctx, given.scorer, given.role);
      if (!scorer) continue;
      await scoreQuotation(ctx.db, scorer, {
        rfqnum: SCORED_RFQ,
        suppliercode: given.supplier,
        scores: given.scores.map((s) => ({ ...s })),
      });
    }
    log.info(`demo scores of ${SCORED_RFQ} given`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.info(`demo scores of ${SCORED_RFQ} not given (code ${error.code})`);
  }
}
