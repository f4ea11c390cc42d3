import { Alert, Empty, Spin, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { mediaImageUrl, Thumbnail, useNotify, usePlatform } from '@pod/platform';
import type { ClipartPickerProps } from '../../exposed';
import { PICKER_CATEGORIES_QUERY, PICKER_CLIPARTS_QUERY } from './queries';

export type { ClipartPickerProps, PickedClipart } from '../../exposed';

/** Spec 002 §2.9 / §8. */
export const NO_CATEGORY_MESSAGE = 'Please select clipart categories';
const THUMB_PX = 64;
const LIST_MAX_HEIGHT = 300;

type TreeOption = { value: string; title: string; children?: TreeOption[] };
type CategoryLike = { id: string; title: string; numberOfCliparts: number; children?: CategoryLike[] | null };

function toOptions(nodes: readonly CategoryLike[]): TreeOption[] {
  return nodes.map((n) => ({ value: n.id, title: `${n.title} (${n.numberOfCliparts})`, children: n.children?.length ? toOptions(n.children) : undefined }));
}

/**
 * The clipart picker of spec 002 §2.9, exposed as `./ClipartPicker` for the editor and orders'
 * customization drawer: a category tree select, then the category's cliparts (and those of its
 * subcategories) as 64 px thumbnails in a list at most 300 px high, all loaded at once
 * (page -1 / pageSize -1). Without a category it says 'Please select clipart categories'.
 */
export function ClipartPicker({ value, onPick, categoryID: initialCategory, userID }: ClipartPickerProps) {
  const notify = useNotify();
  const { user } = usePlatform();
  const owner = userID ?? (user?.roles.includes(ROLES.Seller) && !user.is_supper_admin ? user.id : undefined);
  const [categoryID, setCategoryID] = useState<string | null>(initialCategory ?? null);
  const [categories] = useQuery({ query: PICKER_CATEGORIES_QUERY, variables: { userID: owner } });
  const [cliparts] = useQuery({ query: PICKER_CLIPARTS_QUERY, variables: { categoryID: categoryID ? [categoryID] : null, userID: owner }, pause: !categoryID });
  const error = categories.error ?? cliparts.error;
  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);

  const options = useMemo(() => toOptions(categories.data?.clipartCategories.hits ?? []), [categories.data]);
  const hits = cliparts.data?.cliparts.hits ?? [];

  return (
    <div data-testid="clipart-picker" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <TreeSelect
        showSearch
        allowClear
        treeNodeFilterProp="title"
        placeholder="Clipart category"
        aria-label="Clipart category"
        loading={categories.fetching}
        treeData={options}
        value={categoryID ?? undefined}
        onChange={(id) => setCategoryID((id as string | undefined) ?? null)}
        style={{ width: '100%' }}
      />
      {!categoryID ? (
        <Alert type="info" showIcon message={NO_CATEGORY_MESSAGE} />
      ) : (
        <Spin spinning={cliparts.fetching}>
          <div role="listbox" aria-label="Cliparts" style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {hits.length === 0 && !cliparts.fetching ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No clipart" /> : null}
            {hits.map((clip) => {
              const chosen = clip.id === value;
              return (
                <button
                  key={clip.id}
                  type="button"
                  role="option"
                  aria-selected={chosen}
                  aria-label={clip.title}
                  title={clip.title}
                  onClick={() => onPick(clip)}
                  style={{
                    width: THUMB_PX + 8,
                    padding: 3,
                    cursor: 'pointer',
                    background: 'transparent',
                    borderRadius: 6,
                    border: `2px solid ${chosen ? 'var(--ant-color-primary, #1677ff)' : 'transparent'}`,
                  }}
                >
                  <Thumbnail src={mediaImageUrl((clip.thumbnail ?? clip.file).key, '100')} alt={clip.title} width={THUMB_PX} height={THUMB_PX} style={{ objectFit: 'contain' }} />
                  <Typography.Text ellipsis style={{ display: 'block', fontSize: 11, width: THUMB_PX }}>
                    {clip.title}
                  </Typography.Text>
                </button>
              );
            })}
          </div>
        </Spin>
      )}
    </div>
  );
}

/** Module Federation consumers render the default export (`RemoteComponent`). */
export default ClipartPicker;
