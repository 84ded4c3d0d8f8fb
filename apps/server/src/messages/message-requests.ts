import { Type } from 'typebox';
import type { AppContext } from '../app-context.ts';
import type { NamedRequest } from '../http/named-requests.ts';
import { messageTemplate } from './message-templates.ts';

const TEMPLATE_IDS = ['gettips', 'timeout', 'UPLOADTIPS', 'savetips', 'nodecline', 'noreminder'] as const;

/** gettips and getmessageutil: the message templates of spec 7 in the caller's language. */
export function messageRequests(ctx: AppContext): NamedRequest[] {
  return [
    {
      reqname: 'gettips',
      role: 'public',
      params: Type.Object({}),
      handle: async (_params, { lang }) => ({
        gettips: [{ message: await messageTemplate(ctx.db, 'gettips', lang) }],
      }),
    },
    {
      reqname: 'getmessageutil',
      role: 'public',
      params: Type.Object({ templateid: Type.Union(TEMPLATE_IDS.map((id) => Type.Literal(id))) }),
      handle: async (params: { templateid: string }, { lang }) => ({
        getmessageutil: [{ message: await messageTemplate(ctx.db, params.templateid, lang) }],
      }),
    },
  ];
}
