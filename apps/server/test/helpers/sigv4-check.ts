import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([a-z0-9-]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
// RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone).
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Whether a request's SigV4 header signature was made with the secret we hold for its access key,
 * worked out again here from the request as it arrived (S3's rules: the path as sent, not encoded
 * twice; the body's hash as the x-amz-content-sha256 header states it). s3rver 3.7 checks only that the
 * access key exists (its SigV4 check is unimplemented), so without this a wrong secret key would pass.
 * An unknown access key passes here and is s3rver's to refuse. Another service (SNS, the SMS driver's)
 * signs the hash of the body it sends, which `opts.body` gives.
 */
export async function signatureMatches(
  req: IncomingMessage,
  secrets: ReadonlyMap<string, string>,
  opts: { service?: string; body?: string } = {},
): Promise<boolean> {
  const auth = AUTH.exec(req.headers.authorization ?? '');
  const service = opts.service ?? 's3';
  if (!auth || auth[4] !== service) return false;
  const [, accessKeyId = '', date = '', region = '', , signedHeaders = '', signature] = auth;
  const secretAccessKey = secrets.get(accessKeyId);
  if (secretAccessKey === undefined) return true;
  const url = new URL(req.url ?? '/', 'http://s3.test');
  const query = [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const payloadHash = String(
    req.headers['x-amz-content-sha256'] ?? (opts.body === undefined ? 'UNSIGNED-PAYLOAD' : sha256(opts.body)),
  );
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}
