import type { Operation, Role } from '@tender/api-contract';
import { ERROR_CODE_MEANING, ErrorReply } from '@tender/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { Compile } from 'typebox/compile';

// Routes declared from the API contract: the request schema validates (no coercion), the reply schema
// serialises and, with REPLY_CHECK on (the default), is checked before anything is sent. A reply that
// does not match its contract is a server error logged with its route, never sent half-formed.

const ROLE_TEXT: Record<Role, string> = {
  public: 'No session needed.',
  system: "No session; the client's system token.",
  any: 'A signed-in session (supplier or staff).',
  supplier: 'A signed-in supplier.',
  staff: 'A signed-in staff member.',
  buyer:
    "A signed-in staff member with the buyer role (anyone else: `1000004`); limited to the buyer's site.",
  approver:
    "A signed-in staff member with the approver role (anyone else: `1000004`); limited to the approver's site.",
  procurement:
    'A signed-in staff member with the buyer or the approver role (anyone else: `1000004`); limited to their site.',
};

/** The text of an operation's description: its own words, the role it needs, the codes it may answer. */
export function describeOperation(op: {
  description?: string;
  role: Role;
  heldBack?: boolean;
  errors: readonly number[];
}): string {
  const parts = [op.description ?? '', `**Role:** ${ROLE_TEXT[op.role]}`];
  if (op.heldBack) parts.push('Allowed while the session waits for a password change or the terms.');
  if (op.errors.length > 0) {
    const codes = op.errors.map(
      (c) => `- \`${c}\`: ${ERROR_CODE_MEANING[c as keyof typeof ERROR_CODE_MEANING]}`,
    );
    parts.push(`**Result codes** besides the general ones:\n\n${codes.join('\n')}`);
  }
  return parts.filter((p) => p !== '').join('\n\n');
}

/** The Fastify schema of a contract operation: validation, serialisation and its OpenAPI words. */
export function routeSchema<P extends string, B extends TSchema, R extends TSchema>(op: Operation<P, B, R>) {
  // A body-less operation (a GET, the multipart upload) declares no body rather than `body: undefined`.
  const body = (op.body ? { body: op.body } : {}) as { body: B };
  return {
    ...body,
    response: { 200: op.reply as R },
    summary: op.summary,
    description: describeOperation(op),
    tags: [...op.tags],
    operationId: op.name,
    ...(op.role === 'public' || op.role === 'system' ? {} : { security: [{ session: [] }] }),
  };
}

const checks = new WeakMap<TSchema, ReturnType<typeof Compile>>();

function checkerFor(schema: TSchema): ReturnType<typeof Compile> {
  let check = checks.get(schema);
  if (!check) {
    check = Compile(Type.Union([schema, ErrorReply]));
    checks.set(schema, check);
  }
  return check;
}

/** Throws when `payload` is neither the contract's reply nor a refusal; the error names the route. */
export function assertReply(schema: TSchema, payload: unknown, route: string): void {
  const check = checkerFor(schema);
  if (check.Check(payload)) return;
  const detail = [...check.Errors(payload)]
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
  throw new ReplyContractError(route, detail);
}

export class ReplyContractError extends Error {
  override readonly name = 'ReplyContractError';
  constructor(
    readonly route: string,
    readonly detail: string,
  ) {
    super(`reply of ${route} does not match its contract: ${detail}`);
  }
}

/** Checks every JSON reply of a route that declares one against its schema before it is serialised. */
export function checkRepliesAgainstContract(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    const schema = (request.routeOptions.schema?.response as Record<number, TSchema> | undefined)?.[200];
    if (schema) assertReply(schema, payload, `${request.method} ${request.routeOptions.url}`);
    return payload;
  });
}

/** A successful reply: `code` 0, `success` true and the call's fields, typed as the contract says. */
export function ok<T extends object>(fields: T): { code: 0; success: true } & T {
  return { code: 0, success: true, ...fields };
}
