import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { MIN_ZOOM, ZOOM_PRESETS, zoomIn, zoomLabel, zoomOut } from '@pod/canvas-editor';

/** Minus, the preset list (300…25 %), plus (spec 002 §9). */
export function ZoomControl({ zoom, onZoom }: { zoom: number; onZoom(zoom: number): void }) {
  return (
    <Space.Compact>
      <Button aria-label="Zoom out" icon={<MinusOutlined />} disabled={zoom <= MIN_ZOOM} onClick={() => onZoom(zoomOut(zoom))} />
      <Select
        aria-label="Zoom"
        value={zoom}
        style={{ width: 90 }}
        options={ZOOM_PRESETS.map((z) => ({ value: z, label: zoomLabel(z) }))}
        labelRender={() => zoomLabel(zoom)}
        onChange={onZoom}
      />
      <Button aria-label="Zoom in" icon={<PlusOutlined />} disabled={zoom >= ZOOM_PRESETS[0]} onClick={() => onZoom(zoomIn(zoom))} />
    </Space.Compact>
  );
}
