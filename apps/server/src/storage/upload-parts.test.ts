import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError } from './storage.ts';
import { type UploadPart, uploadParts } from './upload-parts.ts';

async function partsOf(chunks: string[], partBytes: number, maxBytes = 1000): Promise<[string, boolean][]> {
  const out: [string, boolean][] = [];
  for await (const part of uploadParts(
    Readable.from(chunks.map((c) => Buffer.from(c))),
    partBytes,
    maxBytes,
  )) {
    out.push([(part as UploadPart).bytes.toString(), part.last]);
  }
  return out;
}

describe('uploadParts', () => {
  it('cuts parts of exactly the part size, whatever the chunks, the last one shorter', async () => {
    expect(await partsOf(['abc', 'defgh', 'ij'], 4)).toEqual([
      ['abcd', false],
      ['efgh', false],
      ['ij', true],
    ]);
  });

  it('marks a part last only when nothing follows, never leaving an empty last part', async () => {
    expect(await partsOf(['abcd', 'efgh'], 4)).toEqual([
      ['abcd', false],
      ['efgh', true],
    ]);
    expect(await partsOf(['abc'], 4)).toEqual([['abc', true]]);
  });

  it('hands out one empty part for an empty stream', async () => {
    expect(await partsOf([], 4)).toEqual([['', true]]);
  });

  it('refuses a stream once it passes maxBytes', async () => {
    await expect(partsOf(['abcd', 'efgh', 'i'], 4, 8)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await partsOf(['abcd', 'efgh'], 4, 8)).toHaveLength(2);
  });
});
