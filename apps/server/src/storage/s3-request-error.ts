import { STATUS_CODES } from 'node:http';
import { xmlElement } from './s3-xml.ts';

/**
 * A request the bucket refused. The message names the operation, the object, the HTTP status and S3's
 * error code (SignatureDoesNotMatch, NoSuchBucket, AccessDenied, ...), never a credential.
 */
export class S3RequestError extends Error {
  constructor(
    readonly operation: string,
    readonly object: string,
    readonly status: number,
    readonly s3Code: string,
    detail: string,
  ) {
    super(`S3 ${operation} ${object} failed: ${status} ${s3Code}${detail ? ` (${detail})` : ''}`);
    this.name = 'S3RequestError';
  }
}

/** Reads S3's `<Error><Code>..</Code><Message>..</Message></Error>` body (HEAD replies have none). */
export async function s3RequestError(
  res: Response,
  operation: string,
  object: string,
): Promise<S3RequestError> {
  const body = operation === 'HEAD' ? '' : await res.text().catch(() => '');
  const code =
    xmlElement(body, 'Code') ??
    res.headers.get('x-amz-error-code') ??
    (res.statusText || STATUS_CODES[res.status] || 'Error');
  return new S3RequestError(operation, object, res.status, code, xmlElement(body, 'Message') ?? '');
}
