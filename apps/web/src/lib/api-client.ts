import type {
  ApiPath,
  ListReqname,
  NamedReplyAt,
  NamedRequestOf,
  ReplyAt,
  RequestAt,
  UpdateReqname,
} from '@tender/api-contract';
import { ErrorCode, SESSION_ENDED_CODES } from '@tender/api-contract/error-codes';
import { REQUEST_TIMEOUT_MS } from '@tender/domain';
import { currentLangcode, i18n } from '@/i18n/i18n';

/** Base path of every call (spec 7); the dev server proxies it to the API. */
export const API_BASE = '/samex/rest';
// Uploads can be large (100MB), so they get longer than the 60 s of ordinary calls.
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const CONNECT_FAIL_CODE = -1;
export const SYSTEM_FAILURE_CODE = ErrorCode.SYSTEM_FAILURE;

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
  /** The signed-in login id, which an upload's `data.user` carries. */
  getLoginId(): string | null;
  /** Called once the server says the session is invalid or expired. */
  onSessionEnded(): void;
}

let sessionHooks: SessionHooks = { getToken: () => null, getLoginId: () => null, onSessionEnded: () => {} };

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

/** The signed-in login id ('' when signed out). */
export function sessionLoginId(): string {
  return sessionHooks.getLoginId() ?? '';
}

interface SendOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

// A multipart form goes as it is (the browser writes its Content-Type with the boundary); anything else as JSON.
async function send(
  path: string,
  body: object,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: SendOptions,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort);
  const form = body instanceof FormData ? body : null;
  const headers: Record<string, string> = { langcode: currentLangcode() };
  if (!form) headers['Content-Type'] = 'application/json';
  const token = sessionHooks.getToken();
  if (token) headers.Authorization = token;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: form ?? JSON.stringify(body),
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
 * POSTs `body` to `/samex/rest{path}` (as JSON, or a FormData as multipart) and resolves with the reply
 * when its code is 0. Rejects with ApiError otherwise; an invalid or expired session also signs the
 * browser out. The one place a reply is read, for JSON calls and uploads alike.
 */
export async function apiPost<T extends object = ApiReply>(
  path: string,
  body: object,
  options: SendOptions & {
    /** Sign-out calls must not sign out a second time. */
    quiet?: boolean;
  } = {},
): Promise<T & ApiReply> {
  return readReply<T>(await send(path, body, options), options.quiet);
}

/** Reads a JSON reply: resolves when its code is 0, rejects with ApiError otherwise (see apiPost). */
async function readReply<T extends object>(response: Response, quiet = false): Promise<T & ApiReply> {
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

  if (SESSION_ENDED_CODES.has(reply.code) && !quiet) sessionHooks.onSessionEnded();
  const serverText = typeof reply.message === 'string' ? reply.message : reply.msg;
  const message =
    reply.code === SYSTEM_FAILURE_CODE
      ? i18n.t('common:errors.systemFailure')
      : typeof serverText === 'string' && serverText !== ''
        ? serverText
        : i18n.t('common:errors.systemFailure');
  throw new ApiError(reply.code, message, reply);
}

/** A file a call answers with (not JSON): its bytes and the name its Content-Disposition gives. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8) before `filename`. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? name : null;
}

/**
 * POSTs `body` to a call that answers a file (an .xlsx export): resolves with its bytes and name; a
 * refusal, which is the usual JSON error reply, rejects with ApiError as apiPost does.
 */
export async function apiDownload(path: string, body: object, options: SendOptions = {}): Promise<ApiFile> {
  const response = await send(path, body, { timeoutMs: REQUEST_TIMEOUT_MS * 4, ...options });
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) {
    return {
      blob: await response.blob(),
      filename: attachmentName(response.headers.get('content-disposition')),
    };
  }
  await readReply(response);
  // A JSON success where a file was expected.
  throw connectFail();
}

/** The text to show for any rejection, whether an ApiError or something unexpected. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('common:errors.systemFailure');
}

/** The successful member of a reply type (code 0): a refusal is thrown as ApiError instead. */
export type Success<R> = Extract<R, { code: 0 }>;

interface CallOptions {
  signal?: AbortSignal;
  /** Sign-out calls must not sign out a second time. */
  quiet?: boolean;
}

/**
 * A call of the API contract: the body and the reply are the contract's types for `path`, so a field
 * the server does not send cannot be read here without a type error.
 */
export async function callApi<P extends ApiPath>(
  path: P,
  body: RequestAt<P>,
  options: CallOptions = {},
): Promise<Success<ReplyAt<P>>> {
  return (await apiPost(path, body ?? {}, options)) as unknown as Success<ReplyAt<P>>;
}

/** A reqname of /util/list, typed by the contract. */
export async function listRequest<N extends ListReqname>(
  body: NamedRequestOf<'list', N>,
  options: CallOptions = {},
): Promise<Success<NamedReplyAt<'list', N>>> {
  return (await apiPost('/util/list', body, options)) as unknown as Success<NamedReplyAt<'list', N>>;
}

/** A reqname of /util/update, typed by the contract. */
export async function updateRequest<N extends UpdateReqname>(
  body: NamedRequestOf<'update', N>,
  options: CallOptions = {},
): Promise<Success<NamedReplyAt<'update', N>>> {
  return (await apiPost('/util/update', body, options)) as unknown as Success<NamedReplyAt<'update', N>>;
}

/** The multipart paths of the contract (their parts are described there, not typed). */
export type UploadPath = '/common/upload';

/**
 * A multipart upload of the contract: the same headers, reply handling and sign-out as callApi, with a
 * longer timeout. The form's parts are built by `uploadDocument` (lib/upload.ts).
 */
export async function callUpload<P extends UploadPath>(
  path: P,
  form: FormData,
): Promise<Success<ReplyAt<P>>> {
  return (await apiPost(path, form, { timeoutMs: UPLOAD_TIMEOUT_MS })) as unknown as Success<ReplyAt<P>>;
}
