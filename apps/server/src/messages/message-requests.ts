import { getMessageUtil, getTips } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/contract-route.ts';
import { type NamedRequest, namedRequest } from '../http/named-requests.ts';
import { messageTemplate } from './message-templates.ts';

/** gettips and getmessageutil: the message templates of spec 7 in the caller's language. */
export function messageRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(getTips, async (_params, { lang }) =>
      ok({ gettips: [{ message: await messageTemplate(ctx.db, 'gettips', lang) }] }),
    ),
    namedRequest(getMessageUtil, async (params, { lang }) =>
      ok({ getmessageutil: [{ message: await messageTemplate(ctx.db, params.templateid, lang) }] }),
    ),
  ];
}
