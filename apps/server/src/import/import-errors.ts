/** One problem of an import file, located by its JSON pointer (e.g. /rfqs/0/lines/3/quantity). */
export interface ImportIssue {
  path: string;
  reason: string;
}

/** The file was refused; nothing was written. Lists every problem found, not only the first. */
export class ImportValidationError extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super(
      `import refused: ${issues.length} problem(s)\n${issues.map((i) => `${i.path}: ${i.reason}`).join('\n')}`,
    );
    this.name = 'ImportValidationError';
  }
}
