import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListFilters, serialiseListFilters, type ListFilters } from './listFilters';

/**
 * The list's filters read from and written to the query string. Each change is a new history
 * entry, so back/forward walk through the filters the person applied.
 */
export function useListFilters(): [ListFilters, (next: ListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => parseListFilters(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (next: ListFilters) => {
      const nextQuery = serialiseListFilters(next);
      if (nextQuery.toString() !== query) setParams(nextQuery);
    },
    [query, setParams],
  );
  return [filters, setFilters];
}
