import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a reference read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A submission's reference, made by the server: `Q-` + RFQ number + 8 random base32 characters (40 bits),
 * e.g. `Q-RFQ-2026-0102-7K3M9Q2A`. A unique index backs it; a clash within one RFQ is a one in 10^12 event.
 */
export function newSubmissionReference(rfqnum: string): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i += 1) {
    code = (ALPHABET[Number(bits & 31n)] as string) + code;
    bits >>= 5n;
  }
  return `Q-${rfqnum}-${code}`;
}

/** Whether `ref` has the shape newSubmissionReference gives the RFQ's quotations (an imported receipt). */
export function isSubmissionReference(ref: string, rfqnum: string): boolean {
  const prefix = `Q-${rfqnum}-`;
  return (
    ref.startsWith(prefix) &&
    ref.length === prefix.length + 8 &&
    [...ref.slice(prefix.length)].every((c) => ALPHABET.includes(c))
  );
}
