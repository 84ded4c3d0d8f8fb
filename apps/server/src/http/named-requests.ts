import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { SessionUser } from '../auth/session-service.ts';
import type { Language } from '../i18n/language.ts';
import { AppError, ErrorCode } from './app-error.ts';
import type { Role } from './authenticate.ts';

export interface NamedRequestContext {
  caller: SessionUser | null;
  lang: Language;
}

/** One `reqname` of /util/list or /util/update: who may call it, the body it takes, what it answers. */
export interface NamedRequest {
  reqname: string;
  /** 'public' needs no session. */
  role: Role | 'public';
  params: TSchema;
  handle(params: never, context: NamedRequestContext): Promise<Record<string, unknown>>;
}

interface Registered {
  def: NamedRequest;
  check: ReturnType<typeof Compile>;
}

/**
 * The reqname dispatch of /util/list and /util/update. Each reqname has its own schema, checked here
 * before its handler runs, so the one HTTP route still validates every body it accepts.
 */
export class NamedRequestRegistry {
  private readonly byName = new Map<string, Registered>();

  add(def: NamedRequest): void {
    this.byName.set(def.reqname, { def, check: Compile(def.params) });
  }

  /** Every registered reqname, for the request catalog. */
  definitions(): NamedRequest[] {
    return [...this.byName.values()].map((entry) => entry.def);
  }

  lookup(reqname: string): Registered {
    const found = this.byName.get(reqname);
    if (!found) throw new AppError(ErrorCode.UNKNOWN_REQUEST);
    return found;
  }

  static validate(entry: Registered, body: unknown): void {
    if (!entry.check.Check(body)) {
      const detail = [...entry.check.Errors(body)]
        .slice(0, 5)
        .map((e) => `${e.instancePath || '/'} ${e.message}`)
        .join('; ');
      throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail });
    }
  }
}
