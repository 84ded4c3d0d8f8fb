// Cache keys of the tender extras; everything of one invitation sits under ['tender-extras', udztbnum].
export const extrasKeys = {
  invitation: (udztbnum: string) => ['tender-extras', udztbnum] as const,
  attachments: (udztbnum: string) => ['tender-extras', udztbnum, 'attachments'] as const,
  supplierDocuments: (udztbnum: string) => ['tender-extras', udztbnum, 'supplier-documents'] as const,
  questionsOf: (rfqnum: string) => ['tender-extras', 'questions', rfqnum] as const,
  questions: (rfqnum: string, page: number, pageSize: number) =>
    ['tender-extras', 'questions', rfqnum, page, pageSize] as const,
  siteInspections: (rfqnum: string) => ['tender-extras', 'site-inspections', rfqnum] as const,
  uploadTips: (language: string) => ['tender-extras', 'upload-tips', language] as const,
};
