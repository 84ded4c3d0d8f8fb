// Cache keys of the tender documents; an invitation's files sit under ['tender-documents', udztbnum].
export const tenderDocumentKeys = {
  attachments: (udztbnum: string) => ['tender-documents', udztbnum, 'attachments'] as const,
  supplierDocuments: (udztbnum: string) => ['tender-documents', udztbnum, 'supplier-documents'] as const,
  uploadTips: (language: string) => ['tender-documents', 'upload-tips', language] as const,
};
