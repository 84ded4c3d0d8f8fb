import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list's search text, page and open work order live in the URL (?q=&page=&wo=), so a reload or a
 * shared link shows the same view and the browser's Back closes the detail.
 */
export function useWorkOrderParams() {
  const [params, setParams] = useSearchParams();
  const searchdesc = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const wonum = params.get('wo') ?? '';

  const update = useCallback(
    (next: { q?: string; page?: number; wo?: string }, replace = false) => {
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === undefined || value === '' || value === 1) merged.delete(key);
            else merged.set(key, String(value));
          }
          return merged;
        },
        { replace },
      );
    },
    [setParams],
  );

  return {
    searchdesc,
    page,
    wonum,
    search: (text: string) => update({ q: text.trim(), page: 1 }),
    goToPage: (next: number) => update({ page: next }),
    open: (next: string) => update({ wo: next }),
    close: () => update({ wo: '' }),
  };
}
