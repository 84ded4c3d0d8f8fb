import type { S3Client } from './s3-client.ts';
import { s3RequestError } from './s3-request-error.ts';
import { xmlElement } from './s3-xml.ts';
import { isStorageKey, type StoredFile } from './storage.ts';

/**
 * Every object under the portal's prefix (ListObjectsV2, 1,000 a page), as storage keys. Objects whose
 * names are not keys (someone else's files in a shared bucket) are skipped, never touched.
 */
export async function* listS3Objects(s3: S3Client): AsyncIterable<StoredFile> {
  const folder = s3.prefix ? `${s3.prefix}/` : '';
  let token: string | undefined;
  do {
    const query = new URLSearchParams({ 'list-type': '2', prefix: folder });
    if (token) query.set('continuation-token', token);
    const res = await s3.sendToBucket('GET', query.toString());
    if (!res.ok) throw await s3RequestError(res, 'GET', `listing of ${folder || '/'}`);
    const xml = await res.text();
    for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
      const name = xmlElement(contents, 'Key') ?? '';
      const key = name.startsWith(folder) ? name.slice(folder.length) : '';
      const lastModified = new Date(xmlElement(contents, 'LastModified') ?? '');
      if (isStorageKey(key) && !Number.isNaN(lastModified.getTime())) yield { key, lastModified };
    }
    token = xmlElement(xml, 'IsTruncated') === 'true' ? xmlElement(xml, 'NextContinuationToken') : undefined;
  } while (token);
}
