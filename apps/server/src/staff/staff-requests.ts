import { updateUdztbSupp } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/contract-route.ts';
import { type NamedRequest, namedRequest } from '../http/named-requests.ts';
import { lineEntryOf, savedUdztbnumOf } from '../tenders/quotation-input.ts';
import { requireCaller } from '../tenders/tender-access.ts';
import { presentLine } from '../tenders/tender-presenter.ts';
import { inputPaperQuote } from './hard-copy-input-service.ts';
import { paperQuoteMessage } from './staff-messages.ts';

/** The staff reqnames of /util/update: typing in a hard-copy tender's paper quote (spec 4.4). */
export function staffUpdateRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(updateUdztbSupp, async (params, context) => {
      const udztbnum = savedUdztbnumOf(params.udztb, params.updateudztbline);
      const saved = await inputPaperQuote(
        ctx.db,
        requireCaller(context),
        udztbnum,
        { entries: params.updateudztbline.map(lineEntryOf), attendedall: params.attendedall },
        params.version,
      );
      const message = paperQuoteMessage(context.lang);
      return ok({
        updateudztbline: saved.lines.map(presentLine),
        status: saved.status,
        inputed: '1' as const,
        version: saved.version,
        message,
        msg: message,
      });
    }),
  ];
}
