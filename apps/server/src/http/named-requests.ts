import type { NamedOperation } from '@tender/api-contract';
import type { Static, TObject, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { Language } from '../i18n/language.ts';
import type { SessionUser } from './session-user.ts';

export interface NamedRequestContext {
  caller: SessionUser | null;
  lang: Language;
}

/** One `reqname` of /util/list or /util/update: its contract operation and the handler that answers it. */
export interface NamedRequest {
  readonly op: NamedOperation;
  /** Validates `body` against the operation's params, then runs the handler; a bad body is 1000002. */
  run(body: unknown, context: NamedRequestContext): Promise<unknown>;
}

/**
 * Binds a contract operation to its handler. The handler receives the params its schema proves and must
 * answer the operation's reply type: the types come from the contract, nothing is cast.
 */
export function namedRequest<
  K extends 'list' | 'update',
  N extends string,
  P extends TObject,
  R extends TSchema,
>(
  op: NamedOperation<K, N, P, R>,
  handle: (params: Static<P>, context: NamedRequestContext) => Promise<Static<R>>,
): NamedRequest {
  const check = Compile(op.params);
  return {
    op,
    async run(body, context) {
      if (!check.Check(body)) {
        const detail = [...check.Errors(body)]
          .slice(0, 5)
          .map((e) => `${e.instancePath || '/'} ${e.message}`)
          .join('; ');
        throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail });
      }
      return handle(body, context);
    },
  };
}

/**
 * The reqname dispatch of /util/list and /util/update. Each reqname has its own schema, checked before
 * its handler runs, so the one HTTP route still validates every body it accepts; an unknown reqname is
 * 1000003 (the contract documents the bodies as one union discriminated on `reqname`).
 */
export class NamedRequestRegistry {
  private readonly byName = new Map<string, NamedRequest>();

  constructor(readonly kind: 'list' | 'update') {}

  add(request: NamedRequest): void {
    if (request.op.kind !== this.kind) throw new Error(`${request.op.reqname} is not a ${this.kind} request`);
    this.byName.set(request.op.reqname, request);
  }

  /** Every registered reqname, for the request catalog. */
  definitions(): NamedOperation[] {
    return [...this.byName.values()].map((entry) => entry.op);
  }

  lookup(reqname: string): NamedRequest {
    const found = this.byName.get(reqname);
    if (!found) throw new AppError(ErrorCode.UNKNOWN_REQUEST);
    return found;
  }
}
