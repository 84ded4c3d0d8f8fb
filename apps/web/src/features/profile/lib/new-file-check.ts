import { isWithinProfileImageLimit, WORK_ORDER_UPLOAD_MAX_BYTES } from '@tender/domain';

export type NewFileProblem = 'duplicate' | 'imageTooLarge' | 'tooLarge';

/**
 * Why a picked file cannot join the pending uploads, checked before anything is sent (the server checks
 * again): a name already in the list, an image over 2 MB, any file over the 100MB upload limit.
 */
export function checkNewFile(
  file: { name: string; size: number },
  namesInUse: readonly string[],
): NewFileProblem | null {
  if (namesInUse.includes(file.name)) return 'duplicate';
  if (!isWithinProfileImageLimit(file.name, file.size)) return 'imageTooLarge';
  if (file.size > WORK_ORDER_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}
