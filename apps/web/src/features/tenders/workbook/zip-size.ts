// How large a zip says its files are, read from its central directory before anything is unpacked: a
// workbook of a few kilobytes that unpacks to gigabytes (a zip bomb) is refused without parsing it. The
// directory can lie; what it cannot do is hurt more than the supplier's own tab, where the file is read.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_LENGTH = 22;
const COMMENT_MAX = 0xffff;
const ZIP64_MARKER = 0xffffffff;

function findEndOfDirectory(view: DataView): number | null {
  const last = view.byteLength - END_RECORD_LENGTH;
  const first = Math.max(0, last - COMMENT_MAX);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return null;
}

/**
 * The total size the entries of a zip unpack to, from its central directory; null when the bytes are not
 * a readable zip. A zip64 size (beyond 4 GB) counts as infinite.
 */
export function expandedZipSize(bytes: Uint8Array): number | null {
  if (bytes.length < END_RECORD_LENGTH) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === null) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const size = view.getUint32(at + 24, true);
    if (size === ZIP64_MARKER) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
