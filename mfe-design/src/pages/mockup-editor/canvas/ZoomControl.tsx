import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Space } from 'antd';
import { MAX_ZOOM, MIN_ZOOM, ZOOM_PRESETS, zoomIn, zoomLabel, zoomOut } from '@pod/canvas-editor';
import { roundZoom } from './canvasScale';

/**
 * Spec 002 §2.7/§9: minus, the zoom as a percentage (any value from 25 % to 300 %, 1 % = the 0.01
 * step), plus, and the preset list 300…25 %. Minus and plus go to the next preset.
 */
export function ZoomControl({ zoom, onZoom }: { zoom: number; onZoom(zoom: number): void }) {
  return (
    <Space.Compact>
      <Button aria-label="Zoom out" icon={<MinusOutlined />} disabled={zoom <= MIN_ZOOM} onClick={() => onZoom(zoomOut(zoom))} />
      <InputNumber
        aria-label="Zoom percent"
        style={{ width: 84 }}
        min={MIN_ZOOM * 100}
        max={MAX_ZOOM * 100}
        step={1}
        precision={0}
        suffix="%"
        value={Math.round(zoom * 100)}
        onChange={(value) => typeof value === 'number' && onZoom(roundZoom(value / 100))}
      />
      <Select
        aria-label="Zoom presets"
        value={null}
        placeholder="Presets"
        style={{ width: 100 }}
        options={ZOOM_PRESETS.map((z) => ({ value: z, label: zoomLabel(z) }))}
        onChange={(value: number) => onZoom(value)}
      />
      <Button aria-label="Zoom in" icon={<PlusOutlined />} disabled={zoom >= MAX_ZOOM} onClick={() => onZoom(zoomIn(zoom))} />
    </Space.Compact>
  );
}
