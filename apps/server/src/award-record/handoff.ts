import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/connect.ts';
import { insertHandoff, readAwardLines, readAwardTotals, readFinalAward } from './handoff-repository.ts';

// The ERP hand-off of a final award (issue 29, item 6; docs/api.md, ERP hand-off): in the transaction that
// makes an award final, one row of webhook_outbox carries the award as JSON (the Standard Webhooks
// envelope: type, timestamp, data); each app server's worker (handoff-worker.ts) POSTs it signed to
// AWARD_WEBHOOK_URL after the commit, retrying until the ERP takes it. Without the setting nothing is
// queued. The row records the URL without its credentials; the worker sends to the setting's URL and
// signs with AWARD_WEBHOOK_SECRET as they are when it sends. The payload holds no quotation beyond what was awarded: the awarded lines and their amounts.

/** The kind of the one hand-off there is (webhook_outbox.kind, the payload's `type`). */
export const AWARD_FINAL = 'award.final';

/** One awarded line as the ERP reads it; amounts and quantities are exact decimal strings. */
export interface HandoffLine {
  seqno: number;
  description: string;
  quantity: string | null;
  unit: string;
  amount: string;
}

/** The payload of an `award.final` hand-off. */
export interface AwardHandoffPayload {
  type: typeof AWARD_FINAL;
  /** When the award became final. */
  timestamp: string;
  data: {
    rfqnum: string;
    description: string;
    siteid: string;
    currency: string;
    justification: string;
    total: string;
    proposedby: { loginid: string; name: string };
    /** The approver, when the award needed one (at or above the site's threshold). */
    approvedby: { loginid: string; name: string } | null;
    suppliers: Array<{ code: string; name: string; udztbnum: string; total: string; lines: HandoffLine[] }>;
  };
}

/** The payload of the FINAL award `awardId` (read in `db`); throws when it is not final. */
export async function awardHandoffPayload(
  db: Db,
  defaultCurrency: string,
  awardId: number,
): Promise<AwardHandoffPayload> {
  const award = await readFinalAward(db, awardId);
  if (!award) throw new Error(`award ${awardId} is not final: nothing to hand off`);
  const [lines, totals] = await Promise.all([readAwardLines(db, awardId), readAwardTotals(db, awardId)]);
  const totalOf = new Map(totals.map((row) => [row.udztbnum, row.total]));
  const suppliers: AwardHandoffPayload['data']['suppliers'] = [];
  for (const line of lines) {
    let supplier = suppliers.at(-1);
    if (supplier?.udztbnum !== line.udztbnum) {
      supplier = {
        code: line.code,
        name: line.name,
        udztbnum: line.udztbnum,
        total: totalOf.get(line.udztbnum) ?? '0.00',
        lines: [],
      };
      suppliers.push(supplier);
    }
    supplier.lines.push({
      seqno: line.seqno,
      description: line.description ?? '',
      quantity: line.quantity,
      unit: line.unit ?? '',
      amount: line.amount,
    });
  }
  const approved = award.needs_approval && award.decider_loginid !== null;
  return {
    type: AWARD_FINAL,
    timestamp: (award.decided_at ?? award.proposed_at).toISOString(),
    data: {
      rfqnum: award.rfqnum,
      description: award.description,
      siteid: award.siteid,
      currency: award.currency ?? defaultCurrency,
      justification: award.justification,
      total: award.total,
      proposedby: { loginid: award.proposer_loginid, name: award.proposer_name },
      approvedby: approved ? { loginid: award.decider_loginid ?? '', name: award.decider_name ?? '' } : null,
      suppliers,
    },
  };
}

/**
 * Queues the ERP hand-off of a final award (issue 29, item 6) in the transaction that makes it final
 * (`trx`): reads the award (rfq_award, rfq_award_line) and, when AWARD_WEBHOOK_URL is set, writes one
 * webhook_outbox row, which wakes the workers at commit (migration 0014). Without the setting nothing is
 * queued. Throws when the award is not FINAL in `trx` (the caller's transaction then rolls back).
 */
export async function queueAwardHandoff(
  ctx: Pick<AppContext, 'config'>,
  trx: Db,
  award: { rfqId: number; awardId: number },
): Promise<void> {
  const webhook = ctx.config.awardWebhook;
  if (!webhook) return;
  const payload = await awardHandoffPayload(trx, ctx.config.currency, award.awardId);
  await insertHandoff(trx, { kind: AWARD_FINAL, rfqId: award.rfqId, url: recordedUrl(webhook.url), payload });
}

/**
 * The URL as the row records it, for the record only: origin and path, without the user, password or
 * query, which may be credentials (never stored in clear). The worker sends to AWARD_WEBHOOK_URL itself.
 */
export function recordedUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
