import { Button, Popover, Tabs, Input, List, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { FONTS_QUERY, PICKER_PAGE, PUBLIC_FONTS_QUERY, type PickerFont } from './queries';

/** A stored font selection: '{fontId}-{variant}' (spec 002 §3). */
export type FontValue = string;

export interface FontPickerProps {
  /** The stored selection '{fontId}-{variant}', or undefined when none is chosen (e.g. 'Arial'). */
  value: FontValue | undefined;
  /** Called with '{fontId}-{variant}' once a font and a variant are chosen; the popover then closes. */
  onChange(value: FontValue, font: PickerFont): void;
  disabled?: boolean;
}

/** Splits '{fontId}-{variant}' at the last dash (ids may contain dashes, variants never do). */
export function parseFontValue(value: string | undefined): { fontId: string; variant: string } | undefined {
  if (!value) return undefined;
  const cut = value.lastIndexOf('-');
  if (cut <= 0 || cut === value.length - 1) return undefined;
  return { fontId: value.slice(0, cut), variant: value.slice(cut + 1) };
}

/**
 * The font picker of spec 002 §2.9: a 600×400 popover with 'Global Fonts' and 'Custom Fonts'
 * tabs, a search box and a variant dropdown. (First cut: lists and picks; upload, delete and
 * browser font loading follow.)
 */
export function FontPicker({ value, onChange, disabled }: FontPickerProps) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'global' | 'custom'>('global');
  const [search, setSearch] = useState('');
  const [publicFonts] = useQuery({ query: PUBLIC_FONTS_QUERY, variables: { ...PICKER_PAGE, search: search || undefined }, pause: !open || tab !== 'global' });
  const [customFonts] = useQuery({ query: FONTS_QUERY, variables: { ...PICKER_PAGE, search: search || undefined, global: false }, pause: !open || tab !== 'custom' });
  const fonts = useMemo(
    () => (tab === 'global' ? publicFonts.data?.publicFonts.hits : customFonts.data?.fonts.hits) ?? [],
    [tab, publicFonts.data, customFonts.data],
  );
  const selected = parseFontValue(value);

  const list = (
    <List
      size="small"
      dataSource={fonts}
      renderItem={(font) => (
        <List.Item>
          <Space>
            <span>{font.family}</span>
            <Select
              size="small"
              style={{ width: 140 }}
              defaultValue={selected?.fontId === font.id ? selected.variant : font.variants[0]?.variant}
              options={font.variants.map((v) => ({ value: v.variant, label: v.variant }))}
              onSelect={(variant: string) => {
                onChange(`${font.id}-${variant}`, font);
                setOpen(false);
              }}
            />
          </Space>
        </List.Item>
      )}
    />
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <div style={{ width: 600, height: 400, overflow: 'auto' }}>
          <Input.Search placeholder="Search font" allowClear onSearch={setSearch} />
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as 'global' | 'custom')}
            items={[
              { key: 'global', label: 'Global Fonts', children: list },
              { key: 'custom', label: 'Custom Fonts', children: list },
            ]}
          />
        </div>
      }
    >
      <Button disabled={disabled}>{value ?? 'Choose font'}</Button>
    </Popover>
  );
}
