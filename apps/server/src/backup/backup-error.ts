/** A backup, restore or check that cannot go on, for a reason the operator can act on (no stack trace). */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
