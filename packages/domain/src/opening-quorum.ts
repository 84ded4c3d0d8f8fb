// The opening quorum of an RFQ (issue 29): with 1 the quotations open at closing; with 2 they stay sealed
// after closing until two different people (buyers or approvers of the site) have each unsealed them. The
// same person twice counts once. The seal (seal.ts) reads the outcome as its phase 'awaiting-opening'.

/** The quorums an RFQ may have. */
export const OPENING_QUORUMS = [1, 2] as const;
export type OpeningQuorum = (typeof OPENING_QUORUMS)[number];

/** The quorum of an RFQ without one set. */
export const DEFAULT_OPENING_QUORUM: OpeningQuorum = 1;

/** How many different people have unsealed, from who unsealed (a person named twice counts once). */
export function distinctUnsealers(unsealedBy: readonly (number | string)[]): number {
  return new Set(unsealedBy).size;
}

/** How many more people must unseal: 0 with a quorum of 1 (nobody needs to) or once it is met. */
export function unsealsAwaited(quorum: number, distinct: number): number {
  if (quorum <= 1) return 0;
  return Math.max(0, quorum - Math.max(0, distinct));
}

/** Whether the quorum is met by `distinct` different people (always with a quorum of 1). */
export function isQuorumMet(quorum: number, distinct: number): boolean {
  return unsealsAwaited(quorum, distinct) === 0;
}
