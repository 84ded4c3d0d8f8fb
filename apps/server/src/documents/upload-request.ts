import { UploadData } from '@tender/api-contract';
import { isCertificateAttachmentType } from '@tender/domain';
import { Compile } from 'typebox/compile';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { containsNul } from '../http/input-guards.ts';
import type { DocumentOwners } from './document-policy.ts';
import type { UploadTarget } from './upload-service.ts';

// The schema is the contract's; re-exported for the fuzz suite, which walks its fields.
export { UploadData };

const checkData = Compile(UploadData);

const badRequest = (detail: string) => new AppError(ErrorCode.BAD_REQUEST, undefined, { detail });

/** Reads the multipart text fields into an upload target; throws BAD_REQUEST naming what is wrong. */
export function uploadTargetOf(
  fields: ReadonlyMap<string, string>,
  partFileName: string,
  owners: DocumentOwners,
): UploadTarget {
  // Multipart fields are read by the route itself, so the global NUL check never sees them.
  if (containsNul([...fields.values(), partFileName])) throw badRequest('NUL');
  const text = fields.get('data');
  if (text === undefined) throw badRequest('data');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('data is not JSON');
  }
  if (containsNul(data)) throw badRequest('data: NUL');
  if (!checkData.Check(data)) {
    const first = [...checkData.Errors(data)][0];
    throw badRequest(`data${first?.instancePath ?? ''} ${first?.message ?? ''}`.trim());
  }
  const ownertable = data.ownertable.toUpperCase();
  if (!owners.has(ownertable)) throw badRequest('data/ownertable');
  const atttype = data.atttype?.trim() ?? '';
  // A certificate's files carry its slot as type cert01..cert05 (spec 3, Service scope).
  if (ownertable === 'SVCSCOPE' && !isCertificateAttachmentType(atttype)) throw badRequest('data/atttype');
  return {
    ownertable,
    ownerid: Number(data.ownerid),
    atttype,
    description: data.description?.trim() ?? '',
    filename: fields.get('filename') ?? partFileName,
  };
}
