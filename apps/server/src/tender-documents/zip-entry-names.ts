import { sanitizeFileName } from '../documents/file-names.ts';

/**
 * The names the files get inside the zip: made harmless again (no folders, so no entry can be unpacked
 * outside the target folder) and unique, a repeated name becoming 'plan (2).pdf'. Compared without case,
 * because Windows and macOS unpack 'A.pdf' and 'a.pdf' into the same file.
 */
export function zipEntryNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((raw, index) => {
    const safe = sanitizeFileName(raw) ?? `attachment-${index + 1}`;
    const dot = safe.lastIndexOf('.');
    const stem = dot > 0 ? safe.slice(0, dot) : safe;
    const ext = dot > 0 ? safe.slice(dot) : '';
    let name = safe;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${ext}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
