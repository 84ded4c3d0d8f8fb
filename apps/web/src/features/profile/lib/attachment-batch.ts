/** A stored document the user marked for deletion in an attachment dialog. */
export interface PendingDelete {
  docinfoid: number;
  filename: string;
}

/** A file the user picked in an attachment dialog, not yet sent. */
export interface PendingUpload {
  uid: string;
  file: File;
  description: string;
}

/** What happened to one file when the dialog's changes were applied. */
export interface BatchResult {
  fileName: string;
  action: 'delete' | 'upload';
  ok: boolean;
  /** The server's message when it failed. */
  error?: string;
}

export interface BatchOperations {
  deleteDocument(docinfoid: number): Promise<unknown>;
  uploadDocument(upload: PendingUpload): Promise<unknown>;
}

/**
 * Applies an attachment dialog's pending changes on Submit (spec 4.5): deletes first, so a file can be
 * replaced by a new one of the same name, then uploads, one at a time. A failure never stops the rest;
 * every file gets its own result so the report can name exactly the ones that failed.
 */
export async function applyAttachmentChanges(
  deletes: readonly PendingDelete[],
  uploads: readonly PendingUpload[],
  ops: BatchOperations,
): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  const errorOf = (error: unknown) => (error instanceof Error ? error.message : undefined);
  for (const pending of deletes) {
    try {
      await ops.deleteDocument(pending.docinfoid);
      results.push({ fileName: pending.filename, action: 'delete', ok: true });
    } catch (error) {
      results.push({ fileName: pending.filename, action: 'delete', ok: false, error: errorOf(error) });
    }
  }
  for (const pending of uploads) {
    try {
      await ops.uploadDocument(pending);
      results.push({ fileName: pending.file.name, action: 'upload', ok: true });
    } catch (error) {
      results.push({ fileName: pending.file.name, action: 'upload', ok: false, error: errorOf(error) });
    }
  }
  return results;
}
