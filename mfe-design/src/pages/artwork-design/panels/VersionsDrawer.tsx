import { Button, Drawer, List, Popconfirm, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { formatDateTime, mediaImageUrl, NO_PREVIEW_URL, Thumbnail, useNotify } from '@pod/platform';
import { ARTWORK_VERSIONS_QUERY, RESTORE_ARTWORK_VERSION, type ArtworkVersionRow } from './queries';

const PAGE_SIZE = 20;
export const VERSION_RESTORED = 'Version restored';

export interface VersionsDrawerProps {
  artworkId: string;
  open: boolean;
  onClose(): void;
  /** The restore made a new save: the page reloads the document. */
  onRestored(): void;
}

function authorName(author: ArtworkVersionRow['author']): string {
  return [author.first_name, author.last_name].filter(Boolean).join(' ') || author.email || author.id;
}

/**
 * Versions (issue 23 item 7): every save is an immutable version; the drawer lists them newest
 * first (who, when, preview) and restores one as a new save (the server refuses while locked;
 * orders keep the version they were sold with).
 */
export function VersionsDrawer({ artworkId, open, onClose, onRestored }: VersionsDrawerProps) {
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [result, refetch] = useQuery({ query: ARTWORK_VERSIONS_QUERY, variables: { id: artworkId, page, pageSize: PAGE_SIZE }, pause: !open, requestPolicy: 'cache-and-network' });
  const [{ fetching: restoring }, restore] = useMutation(RESTORE_ARTWORK_VERSION);
  const versions = result.data?.artwork.versions;
  useEffect(() => {
    if (result.error) notify.error(result.error);
  }, [result.error, notify]);

  const onRestore = async (version: ArtworkVersionRow) => {
    const done = await restore({ artworkID: artworkId, versionID: version.id });
    if (done.error) return notify.error(done.error);
    notify.success(VERSION_RESTORED);
    refetch({ requestPolicy: 'network-only' });
    onRestored();
  };

  return (
    <Drawer open={open} onClose={onClose} title="Versions" width={420} destroyOnHidden>
      <List
        loading={result.fetching || restoring}
        dataSource={versions?.hits ?? []}
        pagination={versions && versions.count > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: versions.count, onChange: setPage, size: 'small' } : false}
        renderItem={(version, i) => (
          <List.Item
            aria-label={`Version ${version.id}`}
            actions={[
              <Popconfirm key="restore" title="Restore this version as a new save?" okText="Restore" onConfirm={() => void onRestore(version)}>
                <Button size="small">Restore</Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={<Thumbnail src={version.preview ? mediaImageUrl(version.preview, '100') : NO_PREVIEW_URL} alt="Preview" width={56} height={56} style={{ objectFit: 'contain' }} />}
              title={authorName(version.author)}
              description={
                <>
                  {formatDateTime(version.createdAt)}
                  {page === 1 && i === 0 && <Typography.Text type="secondary"> · latest</Typography.Text>}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
