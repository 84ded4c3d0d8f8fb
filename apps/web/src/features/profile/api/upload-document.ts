import type { UploadData, UploadedDocument } from '@tender/api-contract';
import { apiUpload } from '@/lib/upload';
import { getSession } from '../../auth/session';
import type { DocumentOwner } from '../lib/document-owner';

/**
 * upload: one file as a document of its owner (multipart: filename, filetype, data JSON, then the file,
 * so the server sees the owner before the bytes).
 */
export async function uploadDocument(
  owner: DocumentOwner,
  file: File,
  description: string,
): Promise<UploadedDocument> {
  const session = getSession();
  const data: UploadData = {
    user: session?.loginid ?? '',
    ownerid: owner.ownerid,
    ownertable: owner.ownertable,
    atttype: owner.atttype ?? '',
    description,
  };
  const form = new FormData();
  form.set('filename', file.name);
  form.set('filetype', file.name.includes('.') ? (file.name.split('.').pop() ?? '') : '');
  form.set('data', JSON.stringify(data));
  form.set('file', file, file.name);
  const reply = await apiUpload('/common/upload', form, session?.token ?? null);
  return reply.data;
}
