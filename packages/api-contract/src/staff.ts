import {
  HARD_COPY_WAITING_PAGE_SIZE,
  HARD_COPY_WAITING_STATUSES,
  SUPPLIER_LOOKUP_MAX,
  SUPPLIER_LOOKUP_MAX_LENGTH,
} from '@tender/domain';
import { type Static, Type } from 'typebox';
import { Closed, FlagInput, IgnoredId, Ok, PageInput } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineNamedOperation } from './operation.ts';
import { QuotationLineInput, TenderLine, TenderListItem, TenderStatusOut, Udztbnum } from './tenders.ts';

// Staff on a hard-copy tender of their site (spec 4.4): typing in the supplier's paper quote. The paper
// decline is /workflow/submitworkflow (see the tenders).

/**
 * updateudztb_supp: staff type in the prices of a supplier's paper quotation. The lines have the shape
 * of a supplier save; `user` is the client's idea of the caller and is ignored (the session decides).
 */
export const HardCopyInputParams = Type.Object({
  user: IgnoredId,
  udztb: Type.Union([Type.Array(Udztbnum, { minItems: 1, maxItems: 1 }), Udztbnum], {
    description: 'The tender: a list of one udztbnum, or the udztbnum itself.',
  }),
  updateudztbline: Type.Array(QuotationLineInput, {
    maxItems: 10_000,
    description: 'The paper quote, line by line: the fields a supplier could type online, and notes.',
  }),
  attendedall: Type.Optional(
    Type.With(FlagInput, {
      description:
        "The paper's 'Attended all site inspection(s)?' box; only for an RFQ with site inspections.",
    }),
  ),
  version: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        "The header's `version` the client read: when given, an input over a newer change is 4000006.",
    }),
  ),
});
export type HardCopyInputParams = Static<typeof HardCopyInputParams>;

export const updateUdztbSupp = defineNamedOperation({
  kind: 'update',
  reqname: 'updateudztb_supp',
  summary: "Staff type in a hard-copy tender's paper quote (once)",
  description:
    "In one transaction under the invitation's row lock, through the supplier save's checks and " +
    'calculation; the quote must be complete (spec 5 failures: 4000007). The closing date is not checked: ' +
    'the paper arrived in time. The tender is then marked inputted and becomes SUBMITED. Only a tender ' +
    'collected in hard copy (its RFQ keeps that type once published, 5600015) takes a paper quote, and ' +
    'never over a quotation its supplier submitted online (4000012).',
  role: 'staff',
  params: HardCopyInputParams,
  reply: Ok({
    updateudztbline: Type.Array(TenderLine, { description: 'Every line, recomputed as stored.' }),
    status: TenderStatusOut,
    inputed: Type.Literal('1'),
    version: Type.Integer({ minimum: 0, description: 'The new version.' }),
    message: Type.String(),
    msg: Type.String(),
  }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.NOT_HARD_COPY,
    ErrorCode.SUBMITTED_ONLINE,
    ErrorCode.ALREADY_QUOTED,
    ErrorCode.ACTION_NOT_ALLOWED,
    ErrorCode.CONCURRENT_CHANGE,
    ErrorCode.LINES_INVALID,
  ],
  tags: ['Staff'],
});

// Staff aids on /tenders (issue 18).

export const getHardCopyWaiting = defineNamedOperation({
  kind: 'list',
  reqname: 'gethardcopywaiting',
  summary: "Hard-copy tenders of the staff user's site still waiting for their paper quote's prices",
  description:
    "Invitations of RFQs at the caller's site collected or bid in hard copy (any case), not yet inputted, " +
    `in a status that takes a paper quote (${HARD_COPY_WAITING_STATUSES.join(', ')}); earliest closing ` +
    `date first (the paper that came in first), ${HARD_COPY_WAITING_PAGE_SIZE} a page.`,
  role: 'staff',
  params: Type.Object({
    page: Type.Optional(Type.With(PageInput, { description: 'The page, from 1 (default).' })),
  }),
  reply: Ok({
    gethardcopywaiting: Type.Array(TenderListItem, { maxItems: HARD_COPY_WAITING_PAGE_SIZE }),
    totalcount: Type.Integer({ minimum: 0 }),
  }),
  errors: [],
  tags: ['Staff'],
});

/** One supplier the lookup found. */
export const SupplierMatch = Closed({
  suppliercode: Type.String({ description: 'The supplier code the staff search takes.' }),
  suppliername: Type.String(),
});
export type SupplierMatch = Static<typeof SupplierMatch>;

export const findSupplier = defineNamedOperation({
  kind: 'list',
  reqname: 'findsupplier',
  summary: "Staff find a supplier code by part of the supplier's name (or code)",
  description:
    "Suppliers invited to at least one tender of the caller's site whose name or code contains the text " +
    '(trimmed, any case, matched literally: % and _ are not wildcards); names starting with it first, ' +
    `then by name; at most ${SUPPLIER_LOOKUP_MAX}. Blank text answers [].`,
  role: 'staff',
  params: Type.Object({
    str: Type.String({ maxLength: SUPPLIER_LOOKUP_MAX_LENGTH, description: 'Part of the name or code.' }),
  }),
  reply: Ok({ findsupplier: Type.Array(SupplierMatch, { maxItems: SUPPLIER_LOOKUP_MAX }) }),
  errors: [],
  tags: ['Staff'],
});

export const staffNamedOperations = [updateUdztbSupp, getHardCopyWaiting, findSupplier] as const;
