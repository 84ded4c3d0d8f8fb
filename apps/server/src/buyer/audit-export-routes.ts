import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buyerRfqAuditExport } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { contentDisposition } from '../documents/index.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { routeSchema } from '../http/contract-route.ts';
import { languageOf } from '../i18n/language.ts';
import { exportAuditRecord } from './audit-export.ts';

/**
 * /buyer/rfq/audit-export (issue 29): the tender's record as an .xlsx download, for a buyer or approver of
 * its site (anyone else 1000004; another site's RFQ 4000001, as an unknown one). Headings in the caller's
 * language (`langcode`). The bytes are the reply: no JSON reply schema (the contract names the media type).
 */
export function auditExportRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { response: _bytes, ...schema } = routeSchema(buyerRfqAuditExport);
    app.post(
      buyerRfqAuditExport.path,
      { schema, preValidation: authenticate(ctx.db, 'procurement') },
      async (request, reply) => {
        const record = await exportAuditRecord(
          ctx,
          callerOf(request),
          request.body.rfqnum,
          languageOf(request.headers.langcode),
        );
        return reply
          .header('Content-Type', record.mediaType)
          .header('Content-Disposition', contentDisposition(record.filename, 'attachment'))
          .send(record.bytes);
      },
    );
  };
}
