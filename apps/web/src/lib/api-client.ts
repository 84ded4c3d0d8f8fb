import { currentLangcode, i18n } from '@/i18n/i18n';

/** Base path of every call (spec 7); the dev server proxies it to the API. */
export const API_BASE = '/samex/rest';
const TIMEOUT_MS = 60_000;

export const CONNECT_FAIL_CODE = -1;
export const SYSTEM_FAILURE_CODE = 1000001;
/** Session codes that end the session in the browser too (spec 8, global). */
const SESSION_ENDED_CODES = new Set([2000003, 2000017]);

/** Every reply carries `code`; the rest depends on the call. */
export interface ApiReply {
  code: number;
  success?: boolean;
  message?: string;
  msg?: string;
}

/** A failed call: the server's code and its (translated) message, or code -1 when nothing came back. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    /** The whole reply, for callers that need more than the message (e.g. data.seqnos). */
    readonly reply?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

interface SessionHooks {
  getToken(): string | null;
  /** Called once the server says the session is invalid or expired. */
  onSessionEnded(): void;
}

let sessionHooks: SessionHooks = { getToken: () => null, onSessionEnded: () => {} };

/** Wired by the app at start-up so that this shared module never imports a feature. */
export function configureApiClient(hooks: SessionHooks): void {
  sessionHooks = hooks;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function connectFail(): ApiError {
  return new ApiError(CONNECT_FAIL_CODE, i18n.t('common:errors.connectFail'));
}

async function send(path: string, body: object, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', langcode: currentLangcode() };
  const token = sessionHooks.getToken();
  if (token) headers.Authorization = token;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    // A caller that cancelled (TanStack Query unmount) wants its AbortError back, not a toast.
    if (signal?.aborted) throw error;
    throw connectFail();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * POSTs `body` as JSON to `/samex/rest{path}` and resolves with the reply when its code is 0.
 * Rejects with ApiError otherwise; an invalid or expired session also signs the browser out.
 */
export async function apiPost<T extends object = ApiReply>(
  path: string,
  body: object,
  options: {
    signal?: AbortSignal /** Sign-out calls must not sign out a second time. */;
    quiet?: boolean;
  } = {},
): Promise<T & ApiReply> {
  const response = await send(path, body, options.signal);
  let reply: unknown;
  try {
    reply = await response.json();
  } catch {
    throw response.status >= 500
      ? new ApiError(SYSTEM_FAILURE_CODE, i18n.t('common:errors.systemFailure'))
      : connectFail();
  }
  if (!isRecord(reply) || typeof reply.code !== 'number') throw connectFail();
  if (reply.code === 0) return reply as T & ApiReply;

  if (SESSION_ENDED_CODES.has(reply.code) && !options.quiet) sessionHooks.onSessionEnded();
  const serverText = typeof reply.message === 'string' ? reply.message : reply.msg;
  const message =
    reply.code === SYSTEM_FAILURE_CODE
      ? i18n.t('common:errors.systemFailure')
      : typeof serverText === 'string' && serverText !== ''
        ? serverText
        : i18n.t('common:errors.systemFailure');
  throw new ApiError(reply.code, message, reply);
}

/** The text to show for any rejection, whether an ApiError or something unexpected. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('common:errors.systemFailure');
}
