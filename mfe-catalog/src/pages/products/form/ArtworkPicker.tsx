import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { firstErrorMessage } from '@pod/platform';
import { ARTWORKS_QUERY } from '../shared/queries';

/** Spec 002 §9: the artwork chooser shows 24 per page. */
const ARTWORKS_PAGE_SIZE = 24;

export interface ArtworkPickerProps {
  value?: string;
  onChange(id: string): void;
}

/**
 * Chooses one artwork (the seller's own; the artworks service scopes sellers). A plain Select
 * searched on the server; mfe-design's ArtworkChooser (same props) replaces it later.
 */
export function ArtworkPicker({ value, onChange }: ArtworkPickerProps) {
  const [search, setSearch] = useState('');
  const variables = useMemo(() => ({ search: search || undefined, page: 1, pageSize: ARTWORKS_PAGE_SIZE }), [search]);
  const [{ data, fetching, error }] = useQuery<{ artworks: { count: number; hits: Array<{ id: string; title: string }> } }>({
    query: ARTWORKS_QUERY,
    variables,
  });
  const options = useMemo(() => {
    for (const hit of data?.artworks.hits ?? []) remembered.set(hit.id, hit.title);
    const hits = (data?.artworks.hits ?? []).map((a) => ({ value: a.id, label: a.title }));
    // keep a chosen artwork that is not on the current result page (edit, clone, a narrowed search)
    if (value && !hits.some((o) => o.value === value)) hits.unshift({ value, label: remembered.get(value) ?? value });
    return hits;
  }, [data, value]);

  return (
    <Select
      style={{ width: '100%', minWidth: 240 }}
      placeholder="Choose an artwork"
      value={value}
      onChange={(id: string) => onChange(id)}
      options={options}
      loading={fetching}
      status={error ? 'error' : undefined}
      notFoundContent={error ? firstErrorMessage(error) : 'No artworks'}
      showSearch={{ filterOption: false, onSearch: (text) => setSearch(text.trim()) }}
    />
  );
}

/** Titles seen in this session, so a chosen artwork keeps its title when the result page changes. */
const remembered = new Map<string, string>();
