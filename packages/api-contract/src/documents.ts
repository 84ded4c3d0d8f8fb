import { CERTIFICATE_ATTACHMENT_TYPE_RANGE } from '@tender/domain';
import { type Static, Type } from 'typebox';
import { Closed, Instant, Ok, OkReply } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// Stored files (spec 3, Attachment / document): the upload, the delete and the signed download link. Every
// document hangs on an owner: SUPPLIER (the company), SVCSCOPE (a service scope), LICENSECERT (a BR / CI
// item), UDZTB (the supplier's files of a tender), WO (a work order) and RFQ (tender attachments: imported,
// or uploaded by a buyer, issue 17).

const tags = ['Documents'] as const;

/** A document id as a JSON number or a digit string (legacy clients send strings). */
export const DocinfoIdInput = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^[0-9]{1,9}$' }),
]);

/** A document as every reply shows it (spec 3, Attachment / document). */
export const DocumentItem = Closed({
  docinfoid: Type.Integer(),
  document: Type.String({ description: 'The file name (the same as `filename`; the spec reads both).' }),
  filename: Type.String(),
  description: Type.String(),
  filetype: Type.String({ description: "The name's extension, lower case ('' when it has none)." }),
  postfix: Type.String({ description: 'The same as `filetype`.' }),
  atttype: Type.String({
    description: `The attachment type: ${CERTIFICATE_ATTACHMENT_TYPE_RANGE} on a scope's files, else ''.`,
  }),
  size: Type.Integer({ description: 'Bytes.' }),
  createdate: Instant,
  docurl: Type.String({
    description:
      "A download link signed for the caller's session (GET /samex/rest/file/{docinfoid}?s=&exp=&sig=), " +
      'valid 10 minutes and only while that session lives.',
  }),
  serverurl: Type.String({ description: 'The same link as `docurl`.' }),
});
export type DocumentItem = Static<typeof DocumentItem>;

/** The `data` part of an upload (a JSON text): whose file it is and how to label it. */
export const UploadData = Type.Object({
  user: Type.Optional(Type.String({ maxLength: 100, description: 'Sent by legacy clients and ignored.' })),
  ownerid: DocinfoIdInput,
  ownertable: Type.String({
    minLength: 1,
    maxLength: 20,
    description: 'SUPPLIER, SVCSCOPE, LICENSECERT, UDZTB or WO, any case; RFQ for a buyer.',
  }),
  atttype: Type.Optional(
    Type.String({
      maxLength: 20,
      description: `${CERTIFICATE_ATTACHMENT_TYPE_RANGE} for a SVCSCOPE file (required there).`,
    }),
  ),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});
export type UploadData = Static<typeof UploadData>;

/** What an upload answers of the stored document. */
export const UploadedDocument = Closed({
  docinfoid: Type.Integer(),
  filename: Type.String({ description: 'The stored (sanitised) name.' }),
  description: Type.String(),
  filetype: Type.String(),
  atttype: Type.String(),
  docurl: Type.String({ description: 'A download link signed for the session, valid 10 minutes.' }),
});
export type UploadedDocument = Static<typeof UploadedDocument>;

export const uploadDocument = defineOperation({
  method: 'POST',
  path: '/common/upload',
  name: 'upload',
  summary: 'Attach one file to a document owner (multipart/form-data)',
  description:
    'The body is `multipart/form-data`, not JSON. Parts, text fields before the file (either order ' +
    'works, but then the name is checked only after the bytes are stored):\n\n' +
    '- `filename`: the name to store (sanitised: last path segment, no control characters, at most 200 ' +
    "characters); absent: the file part's own name;\n" +
    "- `filetype`: ignored (the type is the name's extension);\n" +
    '- `data`: a JSON text `{user?, ownerid, ownertable, atttype?, description?}` (schema `UploadData`);\n' +
    '- `file`: the bytes (one file; refused once it passes `UPLOAD_MAX_BYTES`).\n\n' +
    "The owner must be the caller's: its company, one of its scopes or licences, one of its tenders in " +
    'WTQUOTE or NORESPONSE before the closing date, or a work order whose workflow it holds. A buyer (staff ' +
    'with the buyer role) attaches files to an RFQ of their site (`ownertable` RFQ, `ownerid` the `rfqid` ' +
    'of /buyer/rfq/detail) while it is a draft or open; other staff are refused (1000004). A refused ' +
    'upload keeps neither bytes nor row.',
  role: 'any',
  reply: Ok({ data: UploadedDocument }),
  errors: [
    ErrorCode.FORBIDDEN,
    ErrorCode.FILE_TOO_LARGE,
    ErrorCode.FILE_NAME_INVALID,
    ErrorCode.FILE_TYPE_NOT_ALLOWED,
    ErrorCode.IMAGE_TOO_LARGE,
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.HARD_COPY,
    ErrorCode.UPLOAD_NOT_ALLOWED_IN_STATUS,
    ErrorCode.TENDER_EXPIRED,
    ErrorCode.DUPLICATE_FILE_NAME,
    ErrorCode.RFQ_CLOSED,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
  ],
  tags,
});

export const deleteDocument = defineOperation({
  method: 'POST',
  path: '/common/deldoc',
  name: 'deleteDoc',
  summary: "Remove one of the caller's documents",
  description:
    "Another supplier's document answers like a missing one. The owner's rules apply (a tender's files " +
    "only in WTQUOTE before the closing date; a work order's only by its workflow owner). A buyer removes " +
    'attachments of a draft or open RFQ of their site; other staff are refused (1000004).',
  role: 'any',
  body: Type.Object({ docinfoid: DocinfoIdInput }),
  reply: OkReply,
  errors: [
    ErrorCode.DOCUMENT_NOT_FOUND,
    ErrorCode.FORBIDDEN,
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.HARD_COPY,
    ErrorCode.ACTION_NOT_ALLOWED,
    ErrorCode.TENDER_EXPIRED,
    ErrorCode.RFQ_CLOSED,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
  ],
  tags,
});

/** The path of a download link. */
export const FileParams = Type.Object({ docinfoid: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export type FileParams = Static<typeof FileParams>;

/** The signature of a download link; absent when the call sends the Authorization header instead. */
export const FileQuery = Type.Object({
  s: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'The session the link is for.' })),
  exp: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$', description: 'Expiry, Unix seconds.' })),
  sig: Type.Optional(Type.String({ maxLength: 100, description: 'HMAC of id, session and expiry.' })),
});
export type FileQuery = Static<typeof FileQuery>;

export const downloadDocument = defineOperation({
  method: 'GET',
  path: '/file/:docinfoid',
  name: 'downloadDocument',
  summary: 'Download a document (the `docurl` of a reply)',
  description:
    'Answers the bytes, not JSON: `Content-Type` by extension (types a browser would run as ' +
    '`application/octet-stream`), `Content-Disposition` `inline` for txt, jpeg, jpg, png and pdf, else ' +
    '`attachment`, with an ASCII `filename` and, for any other name, the exact UTF-8 `filename*`, and ' +
    '`X-Content-Type-Options: nosniff`. Authorised by the signed query (`s`, `exp`, `sig`) or by the ' +
    'Authorization header. HEAD answers the headers only and does not count as a download. A supplier ' +
    'downloading a tender attachment is recorded (spec 4.3). Refusals are the JSON error reply with HTTP ' +
    '403 (bad link, session) or 404 (not readable, missing).',
  role: 'any',
  params: FileParams,
  querystring: FileQuery,
  errors: [ErrorCode.DOWNLOAD_LINK_INVALID, ErrorCode.DOCUMENT_NOT_FOUND],
  tags,
});

export const documentOperations = [uploadDocument, deleteDocument, downloadDocument] as const;
