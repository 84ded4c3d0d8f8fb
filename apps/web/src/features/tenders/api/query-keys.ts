// One place for the cache keys so a mutation invalidates exactly what it changed: everything of one
// tender sits under ['tenders', 'detail', udztbnum], every list page under ['tenders', 'list'].
export const tenderKeys = {
  lists: () => ['tenders', 'list'] as const,
  list: (params: object) => ['tenders', 'list', 'rows', params] as const,
  count: (params: object) => ['tenders', 'list', 'count', params] as const,
  detail: (udztbnum: string) => ['tenders', 'detail', udztbnum] as const,
  header: (udztbnum: string) => ['tenders', 'detail', udztbnum, 'header'] as const,
  lines: (udztbnum: string) => ['tenders', 'detail', udztbnum, 'lines'] as const,
  message: (templateid: string, language: string) => ['tenders', 'message', templateid, language] as const,
  siteInfo: () => ['tenders', 'site-info'] as const,
  staffSearch: (suppliername: string, rfqnum: string) => ['tenders', 'staff', suppliername, rfqnum] as const,
  // Under ['tenders', 'staff'] too, so a paper quote input refreshes them; an object never equals a code.
  hardCopyWaiting: (page: number) => ['tenders', 'staff', { hardCopyWaiting: page }] as const,
  supplierLookup: (text: string) => ['tenders', 'staff', { supplierLookup: text }] as const,
};
