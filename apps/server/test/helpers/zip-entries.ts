import JSZip from 'jszip';

/**
 * The entries of a zip (name -> bytes) in the order jszip lists them (its central directory's, for names
 * that are not integers), read with jszip, CRC-32 checked. Names are the ones written in the zip, not
 * jszip's sanitised ones, so a test sees exactly what an unzip tool is given; a directory maps to no bytes.
 * Two names that jszip resolves to one path ('x/../a', 'a') come back as one entry: count what you expect.
 */
export async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await JSZip.loadAsync(zip, { checkCRC32: true, createFolders: false });
  const entries = new Map<string, Buffer>();
  for (const file of Object.values(archive.files)) {
    entries.set(
      file.unsafeOriginalName ?? file.name,
      file.dir ? Buffer.alloc(0) : await file.async('nodebuffer'),
    );
  }
  return entries;
}
