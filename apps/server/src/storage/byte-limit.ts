import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './storage.ts';

/**
 * Counts bytes as they pass and fails the pipeline as soon as the limit is crossed, so an oversized
 * upload never fills the disk (or reaches the bucket) before being refused.
 */
export function byteLimit(maxBytes: number, onChunk: (chunk: Buffer, size: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      size += chunk.length;
      if (size > maxBytes) return done(new FileTooLargeError(maxBytes));
      onChunk(chunk, size);
      done(null, chunk);
    },
  });
}
