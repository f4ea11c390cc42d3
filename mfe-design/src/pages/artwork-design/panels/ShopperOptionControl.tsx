import { Radio, Select } from 'antd';
import type { OptionLayer } from '@pod/artwork-scene';
import { mediaImageUrl, Thumbnail } from '@pod/platform';

/** An Option layer as the shopper sees it: dropdown, buttons, pictures or colour swatches (spec 002 §3). */
export function ShopperOptionControl({ layer, label, value, onChange }: { layer: OptionLayer; label: string; value: string | undefined; onChange(value: string | undefined): void }) {
  const chosen = value ?? layer.options.find((o) => o.default)?.value;
  if (layer.display_mode === 'dropdown') {
    return (
      <Select
        aria-label={label}
        allowClear
        style={{ width: '100%' }}
        value={chosen}
        options={layer.options.map((o) => ({ value: o.value, label: o.label }))}
        onChange={(next?: string) => onChange(next)}
      />
    );
  }
  return (
    <Radio.Group aria-label={label} value={chosen} optionType="button" onChange={(e) => onChange(e.target.value)}>
      {layer.options.map((o) => (
        <Radio.Button key={o.value} value={o.value} aria-label={o.label} title={o.label}>
          {layer.display_mode === 'image' && o.image ? (
            <Thumbnail src={mediaImageUrl(o.image, '100')} alt={o.label} width={28} height={28} />
          ) : layer.display_mode === 'color' && o.color ? (
            <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 8, background: o.color, verticalAlign: 'middle' }} />
          ) : (
            o.label
          )}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
