import { sanitizeFileName } from '../documents/index.ts';

// Path separators, and ':' (archiver reads 'C:' as a drive and drops it), become '_' instead of cutting the
// name, so 'a\..\..\evil.txt' and 'C:evil.txt' stay two files; the rest are characters Windows refuses.
const UNSAFE_IN_ENTRY = /[<>:"/\\|?*]/g;
// Windows opens these as devices whatever the extension ('nul.txt' is the null device).
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

function entryName(raw: string, index: number): string {
  const safe = sanitizeFileName(raw.replace(UNSAFE_IN_ENTRY, '_'));
  // Windows drops trailing dots and spaces, so 'plan.pdf.' would unpack over 'plan.pdf'.
  const name = safe?.replace(/[. ]+$/, '') ?? '';
  if (name === '') return `attachment-${index + 1}`;
  return DEVICE_NAME.test(name) ? `_${name}` : name;
}

// Windows and macOS unpack 'A.pdf' and 'a.pdf', or 'é' composed and decomposed, into the same file.
const sameFileKey = (name: string): string => name.normalize('NFC').toUpperCase().toLowerCase();

/**
 * The names the files get inside the zip: made harmless again (no folders, drives or device names, so no
 * entry can be unpacked outside the target folder) and unique as a file system without case sees them,
 * a repeated name becoming 'plan (2).pdf'. archiver changes none of these names when it writes them.
 */
export function zipEntryNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((raw, index) => {
    const safe = entryName(raw, index);
    const dot = safe.lastIndexOf('.');
    const stem = dot > 0 ? safe.slice(0, dot) : safe;
    const ext = dot > 0 ? safe.slice(dot) : '';
    let name = safe;
    for (let n = 2; taken.has(sameFileKey(name)); n += 1) name = `${stem} (${n})${ext}`;
    taken.add(sameFileKey(name));
    return name;
  });
}
