import {
  ErrorReply,
  GENERAL_ERROR_CODES,
  type NamedOperation,
  namedOperations,
  type Operation,
  operations,
} from '@tender/api-contract';
import { type TSchema, Type } from 'typebox';
import { Compile } from 'typebox/compile';

// What the API suites' client checks of every reply it receives (issue 15): the reply is the contract's
// reply of that path (of that reqname on /util/list and /util/update) or a refusal whose code the operation
// lists in its `errors` or is one of the general codes (issue 31), so docs/api.md and the OpenAPI document,
// made from the same lists, name every refusal a call can answer. The server checks its own replies too
// (REPLY_CHECK); this is the other end of the wire, after serialisation.

/** A reply that the contract does not allow, or a path the contract does not know. */
export class ContractMismatch extends Error {
  override readonly name = 'ContractMismatch';
}

const byPath = new Map<string, Operation>(
  (operations as readonly Operation[]).filter((op) => op.method === 'POST').map((op) => [op.path, op]),
);
const UTIL_KINDS: Record<string, 'list' | 'update'> = { '/util/list': 'list', '/util/update': 'update' };
const byReqname = new Map<string, NamedOperation>(
  (namedOperations as readonly NamedOperation[]).map((op) => [`${op.kind} ${op.reqname}`, op]),
);

type Checker = ReturnType<typeof Compile>;
/** The check of a reply or refusal, and the checks that explain a failure of either side. */
interface ReplyCheck {
  either: Checker;
  success?: Checker;
  /** The refusals the call may answer besides the general ones. */
  errors: readonly number[];
}
const checks = new WeakMap<TSchema, ReplyCheck>();
const refusal = Compile(ErrorReply);

function checkFor(op: { reply: TSchema; errors: readonly number[] }): ReplyCheck {
  let check = checks.get(op.reply);
  if (!check) {
    check = { either: Compile(Type.Union([op.reply, ErrorReply])), success: Compile(op.reply), errors: [] };
    checks.set(op.reply, check);
  }
  return { ...check, errors: op.errors };
}

const GENERAL = new Set<number>(GENERAL_ERROR_CODES);

/** Why a reply failed: against the refusal when its code says refusal, else against the success reply. */
function explain(check: ReplyCheck, reply: unknown): string {
  const code = (reply as { code?: unknown } | null)?.code;
  const against = typeof code === 'number' && code !== 0 ? refusal : (check.success ?? refusal);
  return [...against.Errors(reply)]
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}

function reqnameOf(body: unknown): string | undefined {
  const reqname = (body as { reqname?: unknown } | null)?.reqname;
  return typeof reqname === 'string' ? reqname : undefined;
}

/**
 * Throws a ContractMismatch naming the call and what is wrong unless `reply` is what the contract allows
 * for a POST of `body` to `path` (under /samex/rest): its reply, or a refusal with a code the operation
 * lists or a general one. An unknown reqname may only be refused.
 */
export function assertReplyMatchesContract(path: string, body: unknown, reply: unknown): void {
  let call = `POST ${path}`;
  let check: ReplyCheck;
  const kind = UTIL_KINDS[path];
  if (kind) {
    const reqname = reqnameOf(body);
    const op = reqname === undefined ? undefined : byReqname.get(`${kind} ${reqname}`);
    call = `${call} reqname ${JSON.stringify(reqname ?? null)}`;
    // A reqname the contract does not know may only be refused (1000002, 1000003).
    check = op ? checkFor(op) : { either: refusal, errors: [] };
  } else {
    const op = byPath.get(path);
    if (!op) throw new ContractMismatch(`${call} is not a call of the API contract`);
    // A call answering a file (the audit export) answers JSON only to refuse.
    check = op.reply
      ? checkFor({ reply: op.reply, errors: op.errors })
      : { either: refusal, errors: op.errors };
  }
  if (check.either.Check(reply)) {
    const code = (reply as { code: number }).code;
    if (code === 0 || GENERAL.has(code) || check.errors.includes(code)) return;
    throw new ContractMismatch(
      `${call} answered ${code}, which is neither in its operation's errors nor a general code\n` +
        `reply: ${JSON.stringify(reply).slice(0, 500)}`,
    );
  }
  const detail = explain(check, reply);
  throw new ContractMismatch(
    `the reply of ${call} does not match the contract: ${detail}\nreply: ${JSON.stringify(reply).slice(0, 500)}`,
  );
}
