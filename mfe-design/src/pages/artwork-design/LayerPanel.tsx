import type { ReactNode } from 'react';
import { Descriptions, Space, Typography } from 'antd';
import type { Layer } from '@pod/artwork-scene';
import { Thumbnail, mediaImageUrl } from '@pod/platform';
import { TextLayerPanel } from './TextLayerPanel';

/** Geometry and visibility of any layer, then the panel of its type. */
export function LayerPanel({ layer, fontField }: { layer: Layer; fontField?: ReactNode }) {
  const round = (n: number | undefined) => (n === undefined ? '—' : Math.round(n * 100) / 100);
  const file = layer.type === 'Image' ? (layer.values?.find((v) => v.active) ?? layer.values?.[0])?.file : undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions column={1} size="small" bordered title={layer.title || layer.type} aria-label="Layer">
        <Descriptions.Item label="Type">{layer.type}</Descriptions.Item>
        <Descriptions.Item label="Position">
          {round(layer.x)}, {round(layer.y)}
        </Descriptions.Item>
        <Descriptions.Item label="Size">
          {round(layer.width)} × {round(layer.height)}
        </Descriptions.Item>
        <Descriptions.Item label="Visible">{layer.visible ? 'Yes' : 'No (hidden)'}</Descriptions.Item>
        {layer.opacity !== undefined && <Descriptions.Item label="Opacity">{round(layer.opacity)}</Descriptions.Item>}
      </Descriptions>
      {layer.type === 'Text' && <TextLayerPanel layer={layer} fontField={fontField} />}
      {file?.key && (
        <div>
          <Typography.Text type="secondary">Image</Typography.Text>
          <Thumbnail src={mediaImageUrl(file.key, '200')} alt={layer.title} />
        </div>
      )}
    </Space>
  );
}
