import { Alert, Card, Empty, Flex, Input, Pagination, Spin, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { firstErrorMessage, mediaImageUrl, Thumbnail } from '@pod/platform';
import { CategoryTreePanel } from '../category-tree/CategoryTreePanel';
import { useArtworkCategoryTree } from '../category-tree/useArtworkCategoryTree';
import { CARD_WIDTH, CHOOSER_PAGE_SIZE, chooserVariables, createdText, SEARCH_DEBOUNCE_MS, toggleSelection, usedInText } from './chooser';
import { CHOOSER_ARTWORKS_QUERY, type ChooserArtwork } from './queries';
import type { ArtworkChooserProps } from '../../exposed';

export type { ArtworkChooserProps, ChosenArtwork } from '../../exposed';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function ArtworkCard({ artwork, selected, onClick }: { artwork: ChooserArtwork; selected: boolean; onClick(): void }) {
  return (
    <Card
      hoverable
      size="small"
      role="option"
      aria-selected={selected}
      aria-label={artwork.title}
      data-testid={`artwork-card-${artwork.id}`}
      onClick={onClick}
      style={{ width: CARD_WIDTH, borderColor: selected ? '#1677ff' : undefined, boxShadow: selected ? '0 0 0 2px #1677ff' : undefined }}
      cover={
        <div style={{ position: 'relative', height: 180, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fafafa' }}>
          <Thumbnail src={artwork.preview ? mediaImageUrl(artwork.preview, '300') : null} alt={artwork.title} height={180} style={{ objectFit: 'contain', maxWidth: CARD_WIDTH }} />
          {selected ? <CheckCircleFilled aria-hidden style={{ position: 'absolute', top: 8, right: 8, fontSize: 20, color: '#1677ff' }} /> : null}
        </div>
      }
    >
      <Typography.Text strong ellipsis={{ tooltip: artwork.title }} style={{ display: 'block' }}>
        {artwork.title}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {createdText(artwork.createdAt)}
      </Typography.Text>
      <Typography.Text style={{ display: 'block' }}>
        {artwork.width} x {artwork.height}
      </Typography.Text>
      <Typography.Text type="secondary">{usedInText(artwork.usedIn)}</Typography.Text>
    </Card>
  );
}

/**
 * The artwork chooser of spec 002 §2.4, exposed to other remotes as `mfe_design/ArtworkChooser`:
 * a 250 px category tree, 'Search artwork...' (300 ms debounce), a grid of 250 px cards and
 * pagination at the bottom (24 per page). One artwork is selected; clicking it again deselects.
 * The host puts it in its 'Choose Artwork' / 'Select Artwork' modal and enables OK once
 * `onChange` gave it an artwork.
 */
export function ArtworkChooser({ value, onChange }: ArtworkChooserProps) {
  const tree = useArtworkCategoryTree();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const variables = useMemo(() => chooserVariables(categoryId, search, page), [categoryId, search, page]);
  const [{ data, fetching, error }] = useQuery({ query: CHOOSER_ARTWORKS_QUERY, variables });
  const hits = data?.artworks.hits ?? [];

  // A new search starts again from the first page (adjusted while rendering, as React advises).
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    setPagedSearch(search);
    setPage(1);
  }

  const pick = (artwork: ChooserArtwork) => {
    const next = toggleSelection(value, artwork.id);
    onChange(next ? { id: artwork.id, title: artwork.title, width: artwork.width, height: artwork.height, preview: artwork.preview } : null);
  };

  return (
    <Flex gap={16} align="stretch" data-testid="artwork-chooser" style={{ minHeight: 420 }}>
      <CategoryTreePanel
        kind="artwork"
        width={CARD_WIDTH}
        style={{ flex: 'none', maxHeight: 640, overflow: 'auto' }}
        nodes={tree.nodes}
        totalCount={tree.totalCount}
        liveEvents={tree.liveEvents}
        loading={tree.loading}
        selectedId={categoryId}
        onSelect={(id) => {
          setCategoryId(id);
          setPage(1);
        }}
      />
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Input.Search allowClear placeholder="Search artwork..." aria-label="Search artwork" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
        {error ? <Alert type="error" showIcon title={firstErrorMessage(error)} /> : null}
        <Spin spinning={fetching}>
          {hits.length ? (
            <Flex wrap gap={12} role="listbox" aria-label="Artworks">
              {hits.map((artwork) => (
                <ArtworkCard key={artwork.id} artwork={artwork} selected={artwork.id === value} onClick={() => pick(artwork)} />
              ))}
            </Flex>
          ) : (
            <Empty description={fetching ? 'Loading artworks' : 'No artworks'} />
          )}
        </Spin>
        <Pagination
          align="end"
          current={page}
          pageSize={CHOOSER_PAGE_SIZE}
          total={data?.artworks.count ?? 0}
          showSizeChanger={false}
          hideOnSinglePage={false}
          onChange={setPage}
        />
      </Flex>
    </Flex>
  );
}
