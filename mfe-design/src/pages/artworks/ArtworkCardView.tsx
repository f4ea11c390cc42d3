import { Button, Card, Flex, Popconfirm, Switch, Tooltip, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { mediaImageUrl, Thumbnail } from '@pod/platform';
import dayjs from 'dayjs';
import { formatSize } from './listParams';
import type { ArtworkCard } from './queries';

export interface ArtworkCardViewProps {
  artwork: ArtworkCard;
  busy: boolean;
  onEdit(artwork: ArtworkCard): void;
  onLock(artwork: ArtworkCard, locked: boolean): void;
  onDuplicate(artwork: ArtworkCard): void;
  onDelete(artwork: ArtworkCard): void;
}

/**
 * One card of /artworks (spec 002 §2.5): preview (the placeholder while it renders), title,
 * size, last changed, the lock toggle and duplicate; edit and delete only while unlocked.
 */
export function ArtworkCardView({ artwork, busy, onEdit, onLock, onDuplicate, onDelete }: ArtworkCardViewProps) {
  const { title, lock } = artwork;
  const actions = [
    <Tooltip key="lock" title={lock ? 'Locked: unlock to edit or delete' : 'Unlocked'}>
      <Switch
        size="small"
        checked={lock}
        loading={busy}
        checkedChildren={<LockOutlined />}
        unCheckedChildren={<UnlockOutlined />}
        aria-label={`Lock ${title}`}
        onChange={(checked) => onLock(artwork, checked)}
      />
    </Tooltip>,
    <Tooltip key="duplicate" title="Duplicate">
      <Button type="text" size="small" icon={<CopyOutlined />} aria-label={`Duplicate ${title}`} disabled={busy} onClick={() => onDuplicate(artwork)} />
    </Tooltip>,
    ...(lock
      ? []
      : [
          <Tooltip key="edit" title="Edit">
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit ${title}`} onClick={() => onEdit(artwork)} />
          </Tooltip>,
          <Popconfirm key="delete" title="Are you sure to delete this artwork?" okText="Yes" cancelText="No" onConfirm={() => onDelete(artwork)}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${title}`} disabled={busy} />
          </Popconfirm>,
        ]),
  ];
  return (
    <Card
      size="small"
      data-testid={`artwork-card-${artwork.id}`}
      aria-label={title}
      role="article"
      cover={
        <Flex align="center" justify="center" style={{ height: 200, background: '#f5f5f5', overflow: 'hidden' }}>
          <Thumbnail
            src={artwork.preview ? mediaImageUrl(artwork.preview, '300') : null}
            alt={`Preview of ${title}`}
            style={{ maxHeight: 200, maxWidth: '100%', objectFit: 'contain' }}
          />
        </Flex>
      }
      actions={actions}
    >
      <Typography.Text strong ellipsis={{ tooltip: title }} style={{ display: 'block' }}>
        {title}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {formatSize(artwork.width, artwork.height)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} title={artwork.updatedAt}>
        Last changed {dayjs(artwork.updatedAt).format('DD MMM YYYY HH:mm')}
      </Typography.Text>
    </Card>
  );
}
