import type { BodyOf, ReplyOf, submitWorkflow } from '@tender/api-contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { Language } from '../i18n/language.ts';

export type WorkflowBody = BodyOf<typeof submitWorkflow>;
export type WorkflowReply = ReplyOf<typeof submitWorkflow>;
/** The caller of a workflow request (authenticated before anything else runs). */
export type WorkflowCaller = NonNullable<FastifyRequest['user']>;

export interface WorkflowContext {
  caller: WorkflowCaller;
  lang: Language;
  /** The raw `langcode` header, for what is sent after the reply (a receipt mail). */
  langcode: unknown;
}

/**
 * One `ownertable` of /workflow/submitworkflow for one kind of caller, registered by the feature that
 * owns it (the shape of the named requests of /util/list and /util/update).
 */
export interface WorkflowHandler {
  /** The owner table it moves along, in lower case ('udztb', 'wo'); the body's is matched in any case. */
  readonly ownertable: string;
  readonly caller: 'supplier' | 'staff';
  /**
   * Checked on the raw body before it is validated: whether it asks for something this caller may do
   * here; anything else is 1000004, so nothing about the body is answered to a caller without the right.
   */
  admits?(body: Record<string, unknown>): boolean;
  /** Runs the validated request; its reply is the operation's. */
  run(body: WorkflowBody, context: WorkflowContext): Promise<WorkflowReply>;
}

function callerKind(caller: { supplierId: number | null }): WorkflowHandler['caller'] {
  return caller.supplierId === null ? 'staff' : 'supplier';
}

function keyOf(ownertable: string, caller: WorkflowHandler['caller']): string {
  return `${ownertable.trim().toLowerCase()} ${caller}`;
}

/**
 * The handlers of /workflow/submitworkflow by owner table and kind of caller. The workflow is the
 * suppliers': a supplier naming a table no feature handles is told so once the body is valid (1000003).
 * Staff may do only what a staff handler admits; anything else is refused before the body is read
 * (1000004).
 */
export class WorkflowRegistry {
  private readonly byKey = new Map<string, WorkflowHandler>();

  add(handler: WorkflowHandler): void {
    const key = keyOf(handler.ownertable, handler.caller);
    if (this.byKey.has(key)) throw new Error(`workflow ${key} is registered twice`);
    this.byKey.set(key, handler);
  }

  /** The handler of a validated body's owner table for this caller; 1000003 when there is none. */
  lookup(ownertable: string, caller: WorkflowCaller): WorkflowHandler {
    const found = this.byKey.get(keyOf(ownertable, callerKind(caller)));
    if (!found) throw new AppError(ErrorCode.UNKNOWN_REQUEST);
    return found;
  }

  /** preValidation, after authenticate: refuses (1000004) a body the caller has no right to send. */
  readonly refuseUnadmitted = async (request: FastifyRequest): Promise<void> => {
    const caller = request.user;
    if (!caller) throw new AppError(ErrorCode.SESSION_INVALID);
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const { ownertable } = body as Record<string, unknown>;
    const kind = callerKind(caller);
    const handler = typeof ownertable === 'string' ? this.byKey.get(keyOf(ownertable, kind)) : undefined;
    if (handler ? handler.admits?.(body as Record<string, unknown>) === false : kind === 'staff') {
      throw new AppError(ErrorCode.FORBIDDEN);
    }
  };
}
