import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/open-file';

/**
 * The tender's record for an auditor (issue 29): the server's .xlsx of its events, mails and the
 * comparison as awarded, saved under the name the server gives it.
 */
export async function exportAuditRecord(rfqnum: string): Promise<void> {
  const file = await apiDownload('/buyer/rfq/audit-export', { rfqnum });
  saveBlob(file.blob, file.filename ?? `${rfqnum}-record.xlsx`);
}

export function useExportAuditRecord() {
  return useMutation({ mutationFn: exportAuditRecord });
}
