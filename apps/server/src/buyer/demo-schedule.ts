import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { demoBuyer } from './demo-award.ts';
import { scheduleRfq } from './rfq-schedule-service.ts';

/** The demo's draft that publishes itself (issue 33): the shuttle bus tender, two suppliers picked. */
const DEMO_SCHEDULED = 'RFQ-2026-0109';
const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * After the demo data is first imported: demo.buyer schedules the shuttle bus draft to publish itself a
 * week ahead of the demo's now (on the hour), through the schedule service itself, so a newcomer sees
 * "Scheduled" in the list and can unschedule or reschedule it. Skipped without demo.buyer; a refusal only
 * logs.
 */
export async function scheduleDemoDraft(ctx: AppContext, log: { info(msg: string): void }): Promise<void> {
  const buyer = await demoBuyer(ctx);
  if (!buyer) return;
  const at = new Date(Math.ceil((Date.now() + WEEK_MS) / HOUR_MS) * HOUR_MS);
  try {
    await scheduleRfq(ctx.db, buyer, DEMO_SCHEDULED, at.toISOString());
    log.info(`demo draft ${DEMO_SCHEDULED} scheduled to publish at ${at.toISOString()}`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.info(`demo draft ${DEMO_SCHEDULED} not scheduled (code ${error.code})`);
  }
}
