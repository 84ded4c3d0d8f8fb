import type { Static, TObject, TSchema } from 'typebox';
import type { ErrorCodeValue } from './error-codes.ts';

/**
 * Who may make a call: 'public' needs no session; 'system' needs the client's system token (/connect);
 * 'any' a signed-in session of either kind; 'supplier' or 'staff' that kind of account; 'buyer' a staff
 * account with the buyer role (issue 17); 'approver' a staff account with the approver role, 'procurement'
 * one with either (issue 29).
 */
export type Role = 'public' | 'system' | 'any' | 'supplier' | 'staff' | 'buyer' | 'approver' | 'procurement';

/** One path of spec section 7 (and api-paths.md): what it takes, what it answers, who may call it. */
export interface Operation<
  P extends string = string,
  B extends TSchema = TSchema,
  R extends TSchema = TSchema,
  M extends 'POST' | 'GET' = 'POST' | 'GET',
> {
  method: M;
  /** Under /samex/rest. */
  path: P;
  /** The spec's name for the call (spec 7: `login`, `getQAList`, ...). */
  name: string;
  summary: string;
  description?: string;
  role: Role;
  /** Also allowed while the session is held back to a password change or the terms (3000007/3000013). */
  heldBack?: boolean;
  /** The JSON body; absent for a GET or a multipart upload (described in `description`). */
  body?: B;
  /** Path parameters of a GET. */
  params?: TSchema;
  /** Query string of a GET. */
  querystring?: TSchema;
  /** The successful reply (code 0); a JSON call may also answer ErrorReply. Absent for a file download. */
  reply?: R;
  /** A call answering a file rather than JSON: its media type and what it is (the OpenAPI document's words). */
  file?: { mediaType: string; description: string };
  /** The refusals this call can answer beyond the general ones (GENERAL_ERROR_CODES). */
  errors: readonly ErrorCodeValue[];
  tags: readonly string[];
}

/** One `reqname` of /util/list or /util/update. */
export interface NamedOperation<
  K extends 'list' | 'update' = 'list' | 'update',
  N extends string = string,
  P extends TObject = TObject,
  R extends TSchema = TSchema,
> {
  kind: K;
  reqname: N;
  summary: string;
  description?: string;
  role: Role;
  /** The body beside `reqname` (the `reqname` property is added by the union). */
  params: P;
  reply: R;
  errors: readonly ErrorCodeValue[];
  tags: readonly string[];
}

export function defineOperation<
  const P extends string,
  const B extends TSchema,
  const R extends TSchema,
  const M extends 'POST' | 'GET',
>(op: Operation<P, B, R, M>): Operation<P, B, R, M> {
  return op;
}

export function defineNamedOperation<
  const K extends 'list' | 'update',
  const N extends string,
  const P extends TObject,
  const R extends TSchema,
>(op: NamedOperation<K, N, P, R>): NamedOperation<K, N, P, R> {
  return op;
}

/** The body type of an operation. */
export type BodyOf<O> = O extends Operation<string, infer B, TSchema> ? Static<B> : never;
/** The successful reply type of an operation. */
export type ReplyOf<O> = O extends Operation<string, TSchema, infer R> ? Static<R> : never;
/** The params type (reqname added) of a named operation. */
export type ParamsOf<O> =
  O extends NamedOperation<'list' | 'update', infer N, infer P, TSchema> ? Static<P> & { reqname: N } : never;
/** The successful reply type of a named operation. */
export type NamedReplyOf<O> =
  O extends NamedOperation<'list' | 'update', string, TObject, infer R> ? Static<R> : never;
