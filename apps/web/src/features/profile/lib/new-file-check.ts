import { findUploadFileProblem, isWithinProfileImageLimit } from '@tender/domain';

export type NewFileProblem = 'duplicate' | 'fileType' | 'imageTooLarge' | 'tooLarge';

/**
 * Why a picked file cannot join the pending uploads, checked before anything is sent (the server checks
 * again): a name already in the list, a type off the upload list, an image over 2 MB, any file over the
 * 100MB upload limit.
 */
export function checkNewFile(
  file: { name: string; size: number },
  namesInUse: readonly string[],
): NewFileProblem | null {
  if (namesInUse.includes(file.name)) return 'duplicate';
  const problem = findUploadFileProblem(file);
  if (problem === 'fileType') return problem;
  if (!isWithinProfileImageLimit(file.name, file.size)) return 'imageTooLarge';
  return problem;
}
