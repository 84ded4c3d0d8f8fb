import { type Static, Type } from 'typebox';
import { Closed, IgnoredId, Ok, OkReply } from './common.ts';
import { DocumentItem } from './documents.ts';
import { ErrorCode } from './error-codes.ts';
import { defineNamedOperation, defineOperation } from './operation.ts';

// The files of a tender for its invited supplier (spec 4.3): the buyer's attachments (with the download
// flags that open the submit), one zip of them all, and the supplier's own documents of the invitation.

const tags = ['Tender documents'] as const;

const Udztbnum = Type.String({ minLength: 1, maxLength: 100 });

/** A document id as a JSON number or a digit string, spaces around it allowed (legacy clients). */
export const PaddedDocIdInput = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^\\s*[0-9]{1,9}\\s*$' }),
]);

/** getudztbdoc and getsupplierdoc: one invitation of the caller. */
export const InvitationDocsParams = Type.Object({
  udztbnum: Udztbnum,
  hrid: IgnoredId,
  userid: IgnoredId,
  siteid: IgnoredId,
});
export type InvitationDocsParams = Static<typeof InvitationDocsParams>;

/** A tender attachment: the document and whether this supplier has downloaded it. */
export const TenderAttachmentItem = Closed({
  ...DocumentItem.properties,
  downloaded: Type.Union([Type.Literal('0'), Type.Literal('1')], {
    description: "'1' once this supplier downloaded it; all '1' lets the quotation be submitted.",
  }),
});
export type TenderAttachmentItem = Static<typeof TenderAttachmentItem>;

export const getUdztbDoc = defineNamedOperation({
  kind: 'list',
  reqname: 'getudztbdoc',
  summary: "The tender's attachments with this supplier's download flags",
  description: "Oldest first; each `docurl` is signed for the caller's session and valid 10 minutes.",
  role: 'supplier',
  params: InvitationDocsParams,
  reply: Ok({ getudztbdoc: Type.Array(TenderAttachmentItem) }),
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags,
});

export const getSupplierDoc = defineNamedOperation({
  kind: 'list',
  reqname: 'getsupplierdoc',
  summary: 'The documents the supplier attached to this invitation',
  role: 'supplier',
  params: InvitationDocsParams,
  reply: Ok({ getsupplierdoc: Type.Array(DocumentItem) }),
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags,
});

/** deleteudztbfile: one of the caller's tender documents. */
export const DeleteTenderFileParams = Type.Object({
  docinfoid: PaddedDocIdInput,
  user: IgnoredId,
  udztbnum: Type.Optional(Udztbnum),
});
export type DeleteTenderFileParams = Static<typeof DeleteTenderFileParams>;

export const deleteUdztbFile = defineNamedOperation({
  kind: 'update',
  reqname: 'deleteudztbfile',
  summary: "Remove one of the supplier's documents of a tender",
  description:
    "Only documents of an invitation (UDZTB) go this way; another supplier's answers like a missing one. " +
    'Allowed in WTQUOTE only, before the closing date, not on a hard-copy tender.',
  role: 'supplier',
  params: DeleteTenderFileParams,
  reply: OkReply,
  errors: [
    ErrorCode.DOCUMENT_NOT_FOUND,
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.HARD_COPY,
    ErrorCode.ACTION_NOT_ALLOWED,
    ErrorCode.TENDER_EXPIRED,
  ],
  tags,
});

/** tenderDownloadAllAttachment: the tender's attachments as one zip. */
export const DownloadAllBody = Type.Object({
  rfqnum: Type.String({ minLength: 1, maxLength: 100 }),
  udztbnum: Udztbnum,
});
export type DownloadAllBody = Static<typeof DownloadAllBody>;

export const downloadAllAttachments = defineOperation({
  method: 'POST',
  path: '/tender/downloadatt',
  name: 'tenderDownloadAllAttachment',
  summary: "A short-lived link to a zip of every attachment of the caller's tender",
  description:
    'Both numbers must name the same invitation of the caller. The link (`data.url`) is valid 10 minutes ' +
    'and bound to the session; see GET /tender/attachments/{udztbid}.',
  role: 'supplier',
  body: DownloadAllBody,
  reply: Ok({
    data: Closed({
      url: Type.String({ description: '/samex/rest/tender/attachments/{udztbid}?s=&exp=&sig=' }),
    }),
  }),
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.NO_TENDER_ATTACHMENTS],
  tags,
});

/** The path of a zip link. */
export const AttachmentsZipParams = Type.Object({ udztbid: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export type AttachmentsZipParams = Static<typeof AttachmentsZipParams>;

/** The signature of a zip link (all required: a zip link has no header form). */
export const AttachmentsZipQuery = Type.Object({
  s: Type.String({ pattern: '^[0-9]{1,9}$', description: 'The session the link is for.' }),
  exp: Type.String({ pattern: '^[0-9]{1,12}$', description: 'Expiry, Unix seconds.' }),
  sig: Type.String({ maxLength: 100, description: 'HMAC of invitation, session and expiry.' }),
});
export type AttachmentsZipQuery = Static<typeof AttachmentsZipQuery>;

export const downloadAttachmentsZip = defineOperation({
  method: 'GET',
  path: '/tender/attachments/:udztbid',
  name: 'downloadTenderAttachmentsZip',
  summary: "Download the zip of a tender's attachments (the `data.url` of /tender/downloadatt)",
  description:
    'Answers `application/zip` (`<rfqnum>-attachments.zip`, attachment, `X-Content-Type-Options: nosniff`) ' +
    "holding exactly the tender's files, streamed as it is made. Fetching it counts as downloading each " +
    'file (spec 4.3). No HEAD. Refusals are the JSON error reply with HTTP 403 (bad link, session) or ' +
    '404 (no such tender, no attachments, a stored file missing).',
  role: 'supplier',
  params: AttachmentsZipParams,
  querystring: AttachmentsZipQuery,
  errors: [
    ErrorCode.DOWNLOAD_LINK_INVALID,
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.NO_TENDER_ATTACHMENTS,
    ErrorCode.DOCUMENT_NOT_FOUND,
  ],
  tags,
});

export const tenderDocumentOperations = [downloadAllAttachments, downloadAttachmentsZip] as const;
export const tenderDocumentNamedOperations = [getUdztbDoc, getSupplierDoc, deleteUdztbFile] as const;
