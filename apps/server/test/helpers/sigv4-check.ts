import type { IncomingMessage } from 'node:http';
import { AwsV4Signer } from 'aws4fetch';

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Whether a request's SigV4 header signature was made with the secret we hold for its access key.
 * s3rver 3.7 checks only that the access key exists (its SigV4 check is unimplemented), so without this
 * a wrong secret key would pass. An unknown access key passes here and is s3rver's to refuse.
 */
export async function signatureMatches(
  req: IncomingMessage,
  secrets: ReadonlyMap<string, string>,
): Promise<boolean> {
  const auth = AUTH.exec(req.headers.authorization ?? '');
  if (!auth) return false;
  const [, accessKeyId = '', region = '', signedHeaders = '', signature] = auth;
  const secretAccessKey = secrets.get(accessKeyId);
  if (secretAccessKey === undefined) return true;
  const headers = new Headers();
  for (const name of signedHeaders.split(';')) {
    if (name !== 'host') headers.set(name, String(req.headers[name] ?? ''));
  }
  const expected = await new AwsV4Signer({
    method: req.method ?? 'GET',
    url: `http://${req.headers.host}${req.url}`,
    headers,
    accessKeyId,
    secretAccessKey,
    service: 's3',
    region,
    datetime: String(req.headers['x-amz-date']),
    allHeaders: true,
  }).signature();
  return expected === signature;
}
