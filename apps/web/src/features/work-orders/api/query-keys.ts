// Every work-order query sits under ['work-orders'], so a workflow step can refresh lists and details at once.
export const workOrderKeys = {
  all: () => ['work-orders'] as const,
  lists: () => ['work-orders', 'list'] as const,
  list: (params: { searchdesc: string; page: number }) => ['work-orders', 'list', params] as const,
  detail: (wonum: string) => ['work-orders', 'detail', wonum] as const,
};
