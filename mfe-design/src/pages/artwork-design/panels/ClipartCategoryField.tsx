import { TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { useNotify, usePlatform } from '@pod/platform';
import { PICKER_CATEGORIES_QUERY } from '../../../components/clipart-picker/queries';

type Option = { value: string; title: string; children?: Option[] };
type CategoryLike = { id: string; title: string; numberOfCliparts: number; children?: CategoryLike[] | null };

function toOptions(nodes: readonly CategoryLike[]): Option[] {
  return nodes.map((n) => ({ value: n.id, title: `${n.title} (${n.numberOfCliparts})`, children: n.children?.length ? toOptions(n.children) : undefined }));
}

/**
 * The clipart category a personalised image offers the shopper: the clipart picker's category
 * tree select (the viewer's tree; a Seller's own, as the server scopes it).
 */
export function ClipartCategoryField({ value, onChange }: { value: string | undefined; onChange(id: string | undefined): void }) {
  const notify = useNotify();
  const { user } = usePlatform();
  const owner = user?.roles.includes(ROLES.Seller) && !user.is_supper_admin ? user.id : undefined;
  const [{ data, fetching, error }] = useQuery({ query: PICKER_CATEGORIES_QUERY, variables: { userID: owner } });
  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);
  const options = useMemo(() => toOptions(data?.clipartCategories.hits ?? []), [data]);
  return (
    <TreeSelect
      showSearch
      allowClear
      treeNodeFilterProp="title"
      placeholder="Clipart category"
      aria-label="Clipart category"
      loading={fetching}
      treeData={options}
      value={value}
      onChange={(id) => onChange((id as string | undefined) ?? undefined)}
      style={{ width: '100%' }}
    />
  );
}
