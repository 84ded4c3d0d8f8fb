import type { ReplyAt } from '@tender/api-contract';
import { SESSION_ENDED_CODES } from '@tender/api-contract/error-codes';
import { currentLangcode, i18n } from '@/i18n/i18n';
import { API_BASE, ApiError, CONNECT_FAIL_CODE, callApi, type Success } from './api-client';

// Uploads can be large (100MB), so they get longer than the 60 s of ordinary calls.
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** The multipart paths of the contract (their parts are described there, not typed). */
export type UploadPath = '/common/upload';

/**
 * POSTs a multipart form to `/samex/rest{path}`; resolves with the contract's reply when its code is 0,
 * else rejects with ApiError like callApi. The token is passed in because this shared module must not
 * reach into the auth feature.
 */
export async function apiUpload<P extends UploadPath>(
  path: P,
  form: FormData,
  token: string | null,
): Promise<Success<ReplyAt<P>>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  const headers: Record<string, string> = { langcode: currentLangcode() };
  if (token) headers.Authorization = token;
  let reply: unknown;
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    reply = await response.json();
  } catch {
    throw new ApiError(CONNECT_FAIL_CODE, i18n.t('common:errors.connectFail'));
  } finally {
    clearTimeout(timer);
  }
  const record = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
  if (record.code === 0) return record as Success<ReplyAt<P>>;
  const code = typeof record.code === 'number' ? record.code : CONNECT_FAIL_CODE;
  // An ended session is handled in one place: a session check through the API client signs the browser out.
  if (SESSION_ENDED_CODES.has(code)) await callApi('/checksession', {}).catch(() => {});
  const text = typeof record.message === 'string' && record.message !== '' ? record.message : record.msg;
  throw new ApiError(
    code,
    typeof text === 'string' && text !== '' ? text : i18n.t('common:errors.systemFailure'),
    record,
  );
}
