import { type Static, Type } from 'typebox';
import { Closed, EmptyBody, Instant, Ok, OkReply } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// Issue 33, item 1: a buyer starts a tender from an earlier one or from a named template of the site.
// A copy carries the description and fields, the bill of quantities (definitions only), the attachments
// (new files with the same bytes), the site inspections (without reply dates) and the invitees (only
// those still able to receive an invitation); never a price, a date, a question or the history.

const tags = ['Buyer console'] as const;

const Rfqnum = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$' });
const TemplateId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const TemplateName = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '\\S',
  description: 'Unique in the site whatever its case; leading and trailing spaces are dropped.',
});

/** A supplier of the source left off the copy's invitees. */
export const BuyerLeftOutSupplier = Closed({
  code: Type.String(),
  name: Type.String(),
});
export type BuyerLeftOutSupplier = Static<typeof BuyerLeftOutSupplier>;

// ---- Copy ----

export const BuyerRfqCopyBody = Closed(
  {
    rfqnum: Type.Optional(Rfqnum),
    templateid: Type.Optional(TemplateId),
  },
  {
    description:
      'Exactly one of `rfqnum` (an RFQ of the site, at any stage) and `templateid` (a template of the ' +
      'site); both or neither: 1000002.',
  },
);
export type BuyerRfqCopyBody = Static<typeof BuyerRfqCopyBody>;

export const buyerRfqCopy = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/copy',
  name: 'buyerRfqCopy',
  summary: 'Copy an RFQ (or a template) into a new draft',
  description:
    'A new DRAFT numbered by the server, with the source’s description and fields, lines (no price), ' +
    'attachments (copied files, new ids), site inspections (no reply date) and invitees. The closing ' +
    'date is left for the buyer to set (`closingdateset` false in the detail). Suppliers that can no ' +
    'longer receive an invitation (no unlocked portal account with an e-mail, or gone) are left out and ' +
    'named in `leftout`. No quotation, question, revision, mail or audit entry is copied.',
  role: 'buyer',
  body: BuyerRfqCopyBody,
  reply: Ok({
    data: Closed({
      rfqnum: Type.String(),
      version: Type.Integer(),
      leftout: Type.Array(BuyerLeftOutSupplier),
    }),
  }),
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.NO_SUCH_TEMPLATE],
  tags,
});

// ---- Templates ----

export const BuyerTemplate = Closed({
  templateid: Type.Integer(),
  name: Type.String(),
  description: Type.String({ description: 'The RFQ description it starts with.' }),
  lines: Type.Integer(),
  documents: Type.Integer(),
  suppliers: Type.Integer(),
  updatedat: Instant,
  updatedby: Type.String({ description: 'Who saved it last ("" when unknown).' }),
});
export type BuyerTemplate = Static<typeof BuyerTemplate>;

export const buyerTemplateList = defineOperation({
  method: 'POST',
  path: '/buyer/template/list',
  name: 'buyerTemplateList',
  summary: 'The templates of the buyer’s site, by name',
  role: 'buyer',
  body: EmptyBody,
  reply: Ok({ data: Closed({ templates: Type.Array(BuyerTemplate) }) }),
  errors: [],
  tags,
});

export const BuyerTemplateSaveBody = Closed({
  rfqnum: Rfqnum,
  name: TemplateName,
  replace: Type.Optional(
    Type.Boolean({ description: 'Overwrite the site’s template of that name (else 5600023).' }),
  ),
});
export type BuyerTemplateSaveBody = Static<typeof BuyerTemplateSaveBody>;

export const buyerTemplateSave = defineOperation({
  method: 'POST',
  path: '/buyer/template/save',
  name: 'buyerTemplateSave',
  summary: 'Save an RFQ of the site as a named template',
  description:
    'What a copy would take of the RFQ (fields, lines, attachments as new files, site inspections, ' +
    'invitees), kept under a name for "New tender". Never a price or a date.',
  role: 'buyer',
  body: BuyerTemplateSaveBody,
  reply: Ok({ data: Closed({ templateid: Type.Integer() }) }),
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.TEMPLATE_NAME_TAKEN],
  tags,
});

export const BuyerTemplateDeleteBody = Closed({ templateid: TemplateId });
export type BuyerTemplateDeleteBody = Static<typeof BuyerTemplateDeleteBody>;

export const buyerTemplateDelete = defineOperation({
  method: 'POST',
  path: '/buyer/template/delete',
  name: 'buyerTemplateDelete',
  summary: 'Delete a template of the site (its files with it)',
  role: 'buyer',
  body: BuyerTemplateDeleteBody,
  reply: OkReply,
  errors: [ErrorCode.NO_SUCH_TEMPLATE],
  tags,
});

export const buyerTemplateOperations = [
  buyerRfqCopy,
  buyerTemplateList,
  buyerTemplateSave,
  buyerTemplateDelete,
] as const;
