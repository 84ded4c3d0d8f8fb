import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { demoBuyer } from './demo-award.ts';
import { saveTemplate } from './template-service.ts';

/** The demo's template (issue 33) and the tender it is saved from (lines, specification, invitees). */
const DEMO_TEMPLATE = 'Annual linen service';
const DEMO_SOURCE = 'RFQ-2026-0103';

/**
 * After the demo data is first imported: demo.buyer saves the linen tender as the site's template "Annual
 * linen service" through the template service itself, so "New tender" offers it to a newcomer. Skipped
 * without demo.buyer; a refusal (the tender gone, the name taken) only logs.
 */
export async function saveDemoTemplate(ctx: AppContext, log: { info(msg: string): void }): Promise<void> {
  const buyer = await demoBuyer(ctx);
  if (!buyer) return;
  try {
    await saveTemplate(ctx, buyer, { rfqnum: DEMO_SOURCE, name: DEMO_TEMPLATE });
    log.info(`demo template "${DEMO_TEMPLATE}" saved from ${DEMO_SOURCE}`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.info(`demo template "${DEMO_TEMPLATE}" not saved (code ${error.code})`);
  }
}
