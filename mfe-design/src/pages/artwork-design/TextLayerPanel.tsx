import { Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TextLayer } from '@pod/artwork-scene';

export interface TextLayerPanelProps {
  layer: TextLayer;
  /** The editable font field (the fonts area's picker); the stored text when absent. */
  fontField?: ReactNode;
}

/** The text shown for a text layer: its active value, else the first (as the renderer picks it). */
export function layerText(layer: TextLayer): string {
  const values = layer.values ?? [];
  return (values.find((v) => v.active) ?? values[0])?.text ?? '';
}

/**
 * Text layer panel (spec 002 §2.9), read-only for now: font, size, colour and alignment as the
 * document stores them. The font is a `{fontId}-{variant}` selection or a plain family name.
 */
export function TextLayerPanel({ layer, fontField }: TextLayerPanelProps) {
  return (
    <Descriptions column={1} size="small" bordered title="Text" aria-label="Text layer">
      <Descriptions.Item label="Text">{layerText(layer) || <Typography.Text type="secondary">(empty)</Typography.Text>}</Descriptions.Item>
      <Descriptions.Item label="Font family">{fontField ?? layer.fontFamily}</Descriptions.Item>
      <Descriptions.Item label="Font size">{round(layer.fontSize)}</Descriptions.Item>
      <Descriptions.Item label="Colour">
        <Flex align="center" gap={8}>
          <span aria-hidden style={{ width: 16, height: 16, borderRadius: 3, background: layer.fill, boxShadow: '0 0 0 1px rgba(0,0,0,0.2)' }} />
          <Typography.Text code>{layer.fill}</Typography.Text>
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label="Alignment">{layer.align}</Descriptions.Item>
    </Descriptions>
  );
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
