import type { AppContext } from '../app-context.ts';
import type { NamedRequest, NamedRequestContext } from '../http/named-requests.ts';
import { lineEntryOf, savedUdztbnumOf } from '../tenders/quotation-input.ts';
import { requireCaller } from '../tenders/tender-access.ts';
import { presentLine } from '../tenders/tender-presenter.ts';
import { inputPaperQuote } from './hard-copy-input-service.ts';
import { paperQuoteMessage } from './staff-messages.ts';
import { HardCopyInputParams } from './staff-schemas.ts';

/** The staff reqnames of /util/update: typing in a hard-copy tender's paper quote (spec 4.4). */
export function staffUpdateRequests(ctx: AppContext): NamedRequest[] {
  return [
    {
      reqname: 'updateudztb_supp',
      role: 'staff',
      params: HardCopyInputParams,
      handle: async (params: HardCopyInputParams, context: NamedRequestContext) => {
        const udztbnum = savedUdztbnumOf(params.udztb, params.updateudztbline);
        const saved = await inputPaperQuote(
          ctx.db,
          requireCaller(context),
          udztbnum,
          { entries: params.updateudztbline.map(lineEntryOf), attendedall: params.attendedall },
          params.version,
        );
        const message = paperQuoteMessage(context.lang);
        return {
          updateudztbline: saved.lines.map(presentLine),
          status: saved.status,
          inputed: '1',
          version: saved.version,
          message,
          msg: message,
        };
      },
    },
  ];
}
