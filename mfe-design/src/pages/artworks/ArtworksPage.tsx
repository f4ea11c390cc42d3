import { Badge, Button, Col, Empty, Flex, Input, Pagination, Popover, Row, Space, Spin, Tag, TreeSelect } from 'antd';
import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { Page, StrongDeleteConfirm, useNotify, usePlatform } from '@pod/platform';
import { ArtworkCategoryTree } from '../../components/category-tree/ArtworkCategoryTree';
import { ARTWORK_CATEGORIES_QUERY } from '../../components/category-tree/queries';
import { ImportFromPsdButton } from './import-psd/ImportFromPsdButton';
import { AddArtworkModal } from './AddArtworkModal';
import { ArtworkCardView } from './ArtworkCardView';
import { categoryOptions as toCategoryOptions, categoryTitle } from '../../components/category-tree/model';
import {
  ARTWORK_SEARCH_DEBOUNCE_MS,
  ARTWORKS_PAGE_SIZE,
  changeListParams,
  PREVIEW_POLL_LIMIT_MS,
  PREVIEW_POLL_MS,
  readListParams,
  writeListParams,
  type ArtworkListParams,
} from './listParams';
import {
  ARTWORKS_QUERY,
  CHANGE_LOCK_STATUS,
  DELETE_ARTWORK,
  DUPLICATE_ARTWORK,
  type ArtworkCard,
} from './queries';

/**
 * /artworks (spec 002 §2.5): the category tree on the left, search and a category filter
 * popover, 'Add New' and 'Import From PSD', and a grid of artwork cards 20 per page; search,
 * categoryID and page live in the query string (§2.1). The server scopes a Seller to their own
 * artworks and categories (§6) and refuses edits and deletes of locked artworks.
 */
export function ArtworksPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = usePlatform();
  const [params, setParams] = useSearchParams();
  const list = readListParams(params);
  const update = (change: Partial<ArtworkListParams>) => setParams((current) => writeListParams(current, changeListParams(readListParams(current), change)));

  // The box shows what is typed at once; the URL (and the query) follows 300 ms later.
  const [typed, setTyped] = useState(list.search);
  const latestSearch = useRef(list.search);
  useEffect(() => {
    latestSearch.current = list.search;
    setTyped(list.search);
  }, [list.search]);
  useEffect(() => {
    if (typed === latestSearch.current) return;
    const timer = setTimeout(() => setParams((current) => writeListParams(current, changeListParams(readListParams(current), { search: typed }))), ARTWORK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, setParams]);

  const isSeller = !!user?.roles.includes(ROLES.Seller) && !user.is_supper_admin;
  const [categories, refetchCategories] = useQuery({ query: ARTWORK_CATEGORIES_QUERY, variables: { userID: isSeller ? user?.id : undefined } });
  const tree = useMemo(() => categories.data?.artworkCategories.hits ?? [], [categories.data]);
  const categoryOptions = useMemo(() => toCategoryOptions(tree), [tree]);

  const variables = useMemo(
    () => ({ categoryID: list.categoryID, search: list.search.trim() || null, page: list.page, pageSize: ARTWORKS_PAGE_SIZE }),
    [list.categoryID, list.search, list.page],
  );
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ARTWORKS_QUERY, variables, requestPolicy: 'cache-and-network' });
  const hits = useMemo(() => data?.artworks.hits ?? [], [data]);
  const refresh = () => {
    reexecute({ requestPolicy: 'network-only' });
    refetchCategories({ requestPolicy: 'network-only' });
  };

  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);

  // Previews render after a save (media, over the bus): ask again while a card has none yet,
  // for a minute at most (a design that does not render keeps the placeholder).
  const waitingSince = useRef<number | null>(null);
  const missingPreview = hits.some((a) => !a.preview);
  useEffect(() => {
    if (!missingPreview || fetching) {
      if (!missingPreview) waitingSince.current = null;
      return;
    }
    waitingSince.current ??= Date.now();
    if (Date.now() - waitingSince.current > PREVIEW_POLL_LIMIT_MS) return;
    const timer = setTimeout(() => reexecute({ requestPolicy: 'network-only' }), PREVIEW_POLL_MS);
    return () => clearTimeout(timer);
  }, [missingPreview, fetching, reexecute]);

  const [busy, setBusy] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<ArtworkCard | null>(null);
  const [, changeLock] = useMutation(CHANGE_LOCK_STATUS);
  const [, duplicate] = useMutation(DUPLICATE_ARTWORK);
  const [deleting, deleteArtwork] = useMutation(DELETE_ARTWORK);

  const run = async (artwork: ArtworkCard, work: () => Promise<{ error?: unknown }>, success: string) => {
    setBusy(artwork.id);
    try {
      const result = await work();
      if (result.error) return notify.error(result.error);
      notify.success(success);
      refresh();
    } finally {
      setBusy(null);
    }
  };

  const onLock = (artwork: ArtworkCard, status: boolean) => run(artwork, () => changeLock({ id: artwork.id, status }), 'The Artwork Changed Successfully!');
  const onDuplicate = (artwork: ArtworkCard) => run(artwork, () => duplicate({ id: artwork.id }), 'Duplicate Artwork Success!');
  const remove = async (artwork: ArtworkCard, confirmTitle?: string) => {
    await run(artwork, () => deleteArtwork({ id: artwork.id, confirmTitle: confirmTitle ?? null }), 'Delete Artwork Success!');
    setConfirming(null);
    // The last card of a page went: show the page before it.
    if (hits.length === 1 && list.page > 1) update({ page: list.page - 1 });
  };
  // Spec 002 §2.5/§6: the configured owner's artworks need the typed title after the simple confirm.
  const onDelete = (artwork: ArtworkCard) => (artwork.strongDeleteConfirm ? setConfirming(artwork) : remove(artwork));

  const filterTitle = list.categoryID ? categoryTitle(tree, list.categoryID) : null;
  const filter = (
    <TreeSelect
      style={{ width: 280 }}
      treeData={categoryOptions}
      value={list.categoryID ?? undefined}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder="All categories"
      aria-label="Filter by category"
      onChange={(value?: string) => update({ categoryID: value ?? null })}
    />
  );

  return (
    <Page
      title="Artworks"
      extra={
        <Space wrap>
          <ImportFromPsdButton defaultCategoryIDs={list.categoryID ? [list.categoryID] : undefined} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add New
          </Button>
        </Space>
      }
    >
      <Flex gap={24} align="flex-start">
        {/* The §2.2 panel with its own live tree, category calls and delete confirmations. */}
        <ArtworkCategoryTree selectedId={list.categoryID} onSelect={(id) => update({ categoryID: id })} width={260} style={{ flex: 'none' }} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space wrap style={{ marginBottom: 16 }}>
            <Input.Search
              allowClear
              placeholder="Search artwork..."
              aria-label="Search artworks"
              style={{ width: 320 }}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onSearch={(value) => update({ search: value })}
            />
            <Popover trigger="click" placement="bottomLeft" title="Filter by category" content={filter}>
              <Badge dot={!!list.categoryID}>
                <Button icon={<FilterOutlined />}>Filter</Button>
              </Badge>
            </Popover>
            {list.categoryID ? (
              <Tag closable onClose={() => update({ categoryID: null })}>
                Category: {filterTitle ?? list.categoryID}
              </Tag>
            ) : null}
          </Space>
          <Spin spinning={fetching && !data}>
            {hits.length ? (
              <Row gutter={[16, 16]}>
                {hits.map((artwork) => (
                  <Col key={artwork.id} xs={24} sm={12} lg={8} xl={6} xxl={4}>
                    <ArtworkCardView
                      artwork={artwork}
                      busy={busy === artwork.id}
                      onEdit={(a) => navigate(`/artworks/${a.id}/design`)}
                      onLock={onLock}
                      onDuplicate={onDuplicate}
                      onDelete={onDelete}
                    />
                  </Col>
                ))}
              </Row>
            ) : (
              <Empty description={list.search || list.categoryID ? 'No artwork matches' : 'No artworks yet'} />
            )}
          </Spin>
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination
              current={list.page}
              pageSize={ARTWORKS_PAGE_SIZE}
              total={data?.artworks.count ?? 0}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(page) => update({ page })}
            />
          </Flex>
        </div>
      </Flex>
      {adding ? <AddArtworkModal categories={categoryOptions} defaultCategoryID={list.categoryID} onClose={() => setAdding(false)} /> : null}
      <StrongDeleteConfirm item={confirming} kind="artwork" deleting={deleting.fetching} onCancel={() => setConfirming(null)} onConfirm={(artwork, typedTitle) => remove(artwork, typedTitle)} />
    </Page>
  );
}
