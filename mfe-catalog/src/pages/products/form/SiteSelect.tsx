import { Select } from 'antd';
import { useQuery } from 'urql';
import { PRODUCT_SITES_QUERY } from '../shared/queries';
import type { Page, SiteRef } from '../shared/types';

/** users-sites caps a page at 9999 sites. */
const ALL_SITES = 9999;

export interface SiteSelectProps {
  value?: string;
  onChange?(id: string): void;
  id?: string;
}

/**
 * Staff have no current site (spec 000: only sellers get one), so they choose the product's
 * site among the connected (verified) ones. Import sites have no store to push to but may
 * still hold products.
 */
export function SiteSelect({ value, onChange, id }: SiteSelectProps) {
  const [{ data, fetching }] = useQuery<{ sites: Page<SiteRef & { platform: string }> }>({
    query: PRODUCT_SITES_QUERY,
    variables: { filter: { verified: true, limit: ALL_SITES } },
  });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={fetching}
      placeholder="Choose a site"
      showSearch={{ optionFilterProp: 'label' }}
      options={(data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.domain ? `${s.title} (${s.domain})` : (s.title ?? s.id) }))}
    />
  );
}
