/** Sum lines that (directly or through other sum lines) list themselves, so no total can be computed. */
export class AutocalCycleError extends Error {
  /** The seq numbers around the cycle, in order, starting and ending with the same line. */
  readonly seqnos: readonly number[];

  constructor(seqnos: readonly number[]) {
    super(`Sum lines form a cycle: ${seqnos.join(' -> ')}`);
    this.name = 'AutocalCycleError';
    this.seqnos = seqnos;
  }
}
