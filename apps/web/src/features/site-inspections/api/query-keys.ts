// Cache keys of the site inspections.
export const siteInspectionKeys = {
  ofRfq: (rfqnum: string) => ['site-inspections', rfqnum] as const,
};
