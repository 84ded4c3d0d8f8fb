import { type Static, Type } from 'typebox';

/** A document id as JSON number or digit string (legacy clients send strings). */
export const DocIdInput = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^\\s*[0-9]{1,9}\\s*$' }),
]);

const Udztbnum = Type.String({ minLength: 1, maxLength: 100 });
/** Sent by the web client, never trusted: the session says who the caller is. */
const IgnoredId = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Null()]));

/** getudztbdoc and getsupplierdoc: one invitation of the caller. */
export const InvitationDocsParams = Type.Object({
  udztbnum: Udztbnum,
  hrid: IgnoredId,
  userid: IgnoredId,
  siteid: IgnoredId,
});
export type InvitationDocsParams = Static<typeof InvitationDocsParams>;

/** deleteudztbfile: one of the caller's tender documents. */
export const DeleteTenderFileParams = Type.Object({
  docinfoid: DocIdInput,
  user: IgnoredId,
  udztbnum: Type.Optional(Udztbnum),
});
export type DeleteTenderFileParams = Static<typeof DeleteTenderFileParams>;

/** tenderDownloadAllAttachment: the tender's attachments as one zip. */
export const DownloadAllBody = Type.Object({
  rfqnum: Type.String({ minLength: 1, maxLength: 100 }),
  udztbnum: Udztbnum,
});
export type DownloadAllBody = Static<typeof DownloadAllBody>;
