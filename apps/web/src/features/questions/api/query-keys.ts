// Cache keys of the questions; everything of one RFQ sits under ['questions', rfqnum].
export const questionKeys = {
  ofRfq: (rfqnum: string) => ['questions', rfqnum] as const,
  page: (rfqnum: string, page: number, pageSize: number) => ['questions', rfqnum, page, pageSize] as const,
};
