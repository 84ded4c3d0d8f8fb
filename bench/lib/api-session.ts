import { constants, publicEncrypt } from 'node:crypto';
import { latestCode } from '../../e2e/support/mail.ts';

const API = '/samex/rest';

/** POSTs a JSON body to the portal's API and returns the parsed reply; a non-zero code is an error. */
export async function apiPost<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  body: object,
  token?: string,
): Promise<T & { code: number }> {
  const response = await fetch(`${baseUrl}${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as T & { code: number };
  if (reply.code !== 0) throw new Error(`${path}: ${JSON.stringify(reply).slice(0, 300)}`);
  return reply;
}

/**
 * Signs in over the API as the web app does (spec 7: connect for the public key, gencode, the e-mailed
 * code read from the portal's outbox, userlogin) and returns the session token.
 */
export async function signInOverApi(
  baseUrl: string,
  outboxDir: string,
  account: { loginid: string; password: string; email: string },
): Promise<string> {
  const connected = await apiPost<{ data: { publickey: string } }>(baseUrl, '/connect', {
    deviceid: 'bench',
    token: process.env.SYSTEM_TOKEN ?? 'tender-portal-web',
  });
  const password = publicEncrypt(
    { key: connected.data.publickey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(account.password),
  ).toString('base64');
  const since = Date.now();
  await apiPost(baseUrl, '/common/gencode', { suppliername: account.loginid, password, isforget: false });
  const code = await latestCode(account.email, { outboxDir, since });
  const login = await apiPost<{ data: { token: string } }>(baseUrl, '/common/userlogin', {
    loginid: account.loginid,
    password,
    logintype: 'WEB',
    code,
    deviceid: 'bench',
    devicedesc: 'npm run bench',
  });
  return login.data.token;
}
