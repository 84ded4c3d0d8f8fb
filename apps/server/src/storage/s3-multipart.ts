import type { S3Client } from './s3-client.ts';
import { S3RequestError } from './s3-request-error.ts';
import { xmlElement, xmlText } from './s3-xml.ts';
import type { UploadPart } from './upload-parts.ts';

/**
 * Uploads parts as one S3 multipart upload, the first part already read. The object appears only at
 * the final Complete, so an upload refused half-way (too large, client gone) never becomes a file.
 * On any failure the upload is aborted so S3 frees the parts; should the abort fail too, the parts
 * stay until the bucket's AbortIncompleteMultipartUpload rule removes them (see the README).
 */
export async function putMultipart(
  s3: S3Client,
  key: string,
  first: UploadPart,
  rest: AsyncIterator<UploadPart>,
): Promise<number> {
  const created = await s3.send('POST', key, { query: 'uploads' });
  if (!created.ok) throw await s3.failure(created, 'POST', key);
  const uploadId = xmlElement(await created.text(), 'UploadId');
  if (!uploadId) throw new Error(`S3 POST ${s3.where(key)}?uploads: no UploadId in the reply`);
  const upload = `uploadId=${encodeURIComponent(uploadId)}`;
  try {
    const etags: string[] = [];
    let size = 0;
    let part = first;
    for (;;) {
      const res = await s3.send('PUT', key, {
        query: `partNumber=${etags.length + 1}&${upload}`,
        body: part.bytes,
      });
      if (!res.ok) throw await s3.failure(res, 'PUT', key);
      await res.body?.cancel();
      etags.push(res.headers.get('etag') ?? '');
      size += part.bytes.length;
      if (part.last) break;
      const next = await rest.next();
      if (next.done) break;
      part = next.value;
    }
    const parts = etags.map(
      (etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${xmlText(etag)}</ETag></Part>`,
    );
    const done = await s3.send('POST', key, {
      query: upload,
      body: `<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`,
    });
    if (!done.ok) throw await s3.failure(done, 'POST', key);
    // S3 may answer 200 and still fail the completion, with an <Error> in the body.
    const reply = await done.text();
    const code = xmlElement(reply, 'Code');
    if (code)
      throw new S3RequestError('POST', s3.where(key), done.status, code, xmlElement(reply, 'Message') ?? '');
    return size;
  } catch (error) {
    await s3
      .send('DELETE', key, { query: upload })
      .then((res) => res.body?.cancel())
      .catch(() => {});
    throw error;
  }
}
