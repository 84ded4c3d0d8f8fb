import { isBlankText } from './required-text.ts';

/** What an upload dialog holds before sending. */
export interface UploadEntry {
  description: string | null;
  fileName: string | null;
}

/** What is missing from an upload (spec 5: a description and a selected file are both required). */
export function findMissingUploadFields(entry: UploadEntry): ('description' | 'file')[] {
  const missing: ('description' | 'file')[] = [];
  if (isBlankText(entry.description)) missing.push('description');
  if (isBlankText(entry.fileName)) missing.push('file');
  return missing;
}

/** File names that occur more than once, each listed once (spec 5: names must be unique). */
export function findDuplicateFileNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) duplicates.add(name);
    seen.add(name);
  }
  return [...duplicates];
}
