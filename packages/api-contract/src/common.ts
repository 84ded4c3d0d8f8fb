import { type TProperties, type TSchema, Type } from 'typebox';

// The building blocks every call shares: the reply envelope and the values legacy clients send in more
// than one spelling (numbers as '10', flags as '0'/'1'). Objects of a reply are closed
// (`additionalProperties: false`): a field the contract does not name is a contract failure in tests and
// never reaches a client.

/** An object of a reply: every field named, nothing else. */
export function Closed<P extends TProperties>(properties: P, options: { description?: string } = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** The fields every successful reply carries besides its own. */
const SuccessFields = {
  code: Type.Literal(0, { description: '0: success.' }),
  success: Type.Optional(Type.Literal(true)),
  message: Type.Optional(Type.String()),
  msg: Type.Optional(Type.String()),
};

/** A successful reply: `code` 0 and the call's own fields. */
export function Ok<P extends TProperties>(properties: P, options: { description?: string } = {}) {
  // A field the call redefines (a required `message`) replaces the envelope's optional one in the type too.
  const merged = { ...SuccessFields, ...properties } as Omit<typeof SuccessFields, keyof P> & P;
  return Closed(merged, options);
}

/** A successful reply with nothing but the envelope. */
export const OkReply = Ok({});

/**
 * A refusal: a non-zero `code` (see the codes table), the message in the caller's language (`message`
 * and its legacy twin `msg`), and for some codes `data` (e.g. the lines a 4000007 names).
 */
export const ErrorReply = Closed(
  {
    code: Type.Integer({ minimum: 1, description: 'A non-zero result code.' }),
    success: Type.Literal(false),
    message: Type.String(),
    msg: Type.String(),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { description: 'Any call may answer this instead of its reply.' },
);

/** '0' or '1', as the spec writes flags in replies. */
export const FlagOut = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/** An exact decimal as the database holds it ('1234.50'), or null for no value. */
export const DecimalOut = Type.Union([Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' }), Type.Null()]);

/** A moment as an ISO 8601 string in UTC. */
export const Instant = Type.String({ format: 'date-time' });

export const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A yes/no flag in a request: boolean, 0/1, or '0'/'1', 'Y'/'N', 'true'/'false' or '' as text. */
export const FlagInput = Type.Union([
  Type.Boolean(),
  Type.Literal(0),
  Type.Literal(1),
  Type.String({ pattern: '^\\s*(?:[01YyNn]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])?\\s*$' }),
  Type.Null(),
]);

/** A decimal as typed: a string ('1,234.50'), a JSON number, or null/'' for no value. */
export const DecimalInput = Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()]);

/** hrid and userid: sent by the client, never trusted; the session says who the caller is. */
export const IgnoredId = Type.Optional(
  Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Null()], {
    description: 'Sent by legacy clients and ignored: the session says who the caller is.',
  }),
);

export const PageSizeInput = Type.Union([
  Type.Integer({ minimum: 1, maximum: 100 }),
  Type.String({ pattern: '^\\s*(100|[1-9][0-9]?)\\s*$' }),
]);

export const PageInput = Type.Union([
  Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  Type.String({ pattern: '^\\s*[1-9][0-9]{0,5}\\s*$' }),
]);

/** A body that carries nothing (or is absent). */
export const EmptyBody = Type.Optional(Type.Object({}));

export type { TSchema };
