import type { UploadData, UploadedDocument } from '@tender/api-contract';
import { callUpload, sessionLoginId } from './api-client';

/** One file for one owner: what every upload of the portal (profile, tender, work order) sends. */
export interface DocumentUploadInput {
  /** What the file hangs on: ownerid and ownertable, and atttype where the owner needs one (cert01..). */
  owner: Pick<UploadData, 'ownerid' | 'ownertable' | 'atttype'>;
  description: string;
  file: File;
}

/** The `filetype` part as the portal has always sent it (the server ignores it and reads the name). */
function fileTypePart(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '') : '';
}

/** The multipart form of an upload: the text fields first, so the server knows the owner before the bytes. */
export function uploadForm({ owner, description, file }: DocumentUploadInput, user: string): FormData {
  const data: UploadData = {
    user,
    ownerid: owner.ownerid,
    ownertable: owner.ownertable,
    atttype: owner.atttype ?? '',
    description,
  };
  const form = new FormData();
  form.set('filename', file.name);
  form.set('filetype', fileTypePart(file.name));
  form.set('data', JSON.stringify(data));
  form.set('file', file, file.name);
  return form;
}

/** upload: stores one file as a document of its owner and resolves with the stored document. */
export async function uploadDocument(input: DocumentUploadInput): Promise<UploadedDocument> {
  const reply = await callUpload('/common/upload', uploadForm(input, sessionLoginId()));
  return reply.data;
}
