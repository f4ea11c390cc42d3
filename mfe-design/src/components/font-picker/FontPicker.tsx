import { Button, Empty, Input, List, Popconfirm, Popover, Select, Space, Spin, Tabs, Upload } from 'antd';
import { DeleteOutlined, FontSizeOutlined, UploadOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { useCan, useNotify } from '@pod/platform';
import { DELETE_FONT, FONT_QUERY, FONTS_QUERY, PUBLIC_FONTS_QUERY, type PickerFont } from './queries';
import { DELETE_FONT_SUCCESS, defaultVariant, FONT_SEARCH_DEBOUNCE_MS, fontLabel, fontValue, parseFontValue, PICKER_PAGE } from './fontValue';
import { loadFontVariant } from './loadFont';
import { uploadFont } from './uploadFont';

export { parseFontValue } from './fontValue';

/** A stored font selection: '{fontId}-{variant}' (spec 002 §3). */
export type FontValue = string;

export interface FontPickerProps {
  /** The stored selection '{fontId}-{variant}', or undefined when none is chosen (e.g. 'Arial'). */
  value: FontValue | undefined;
  /** Called with '{fontId}-{variant}' once a font and a variant are chosen; the popover then closes. */
  onChange(value: FontValue, font: PickerFont): void;
  disabled?: boolean;
}

type Tab = 'global' | 'custom';

/** Spec 002 §9: the popover is 600×400. */
const POPOVER = { width: 600, height: 400 };

/**
 * The font picker of spec 002 §2.9: a 600×400 popover with 'Global Fonts' and 'Custom Fonts'
 * tabs, a search box, a variant dropdown per font (the stored variant, else the first) and
 * 'Upload Font' (.ttf). Choosing a font and variant calls onChange and closes the popover. Each
 * row is written in its own font, loaded in the browser when the row scrolls into view.
 * Uploading on 'Global Fonts' and deleting global fonts are the Administrator's; custom fonts
 * show delete to everyone who sees them (the server decides, spec 002 §6).
 */
export function FontPicker({ value, onChange, disabled }: FontPickerProps) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('global');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), FONT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const client = useClient();
  const notify = useNotify();
  const canGlobal = useCan('fonts.global');
  const canWrite = useCan('artworks.write');
  const [uploading, setUploading] = useState(false);
  const [, deleteFont] = useMutation(DELETE_FONT);

  const variables = { ...PICKER_PAGE, search: search || undefined };
  const [publicFonts, refetchPublic] = useQuery({ query: PUBLIC_FONTS_QUERY, variables, pause: !open || tab !== 'global' });
  const [customFonts, refetchCustom] = useQuery({ query: FONTS_QUERY, variables: { ...variables, global: false }, pause: !open || tab !== 'custom' });
  const current = tab === 'global' ? publicFonts : customFonts;
  const fonts = useMemo(
    () => (tab === 'global' ? publicFonts.data?.publicFonts.hits : customFonts.data?.fonts.hits) ?? [],
    [tab, publicFonts.data, customFonts.data],
  );
  const refetch = () => (tab === 'global' ? refetchPublic : refetchCustom)({ requestPolicy: 'network-only' });

  const selected = parseFontValue(value);
  const [{ data: selectedData }] = useQuery({ query: FONT_QUERY, variables: { id: selected?.fontId ?? '' }, pause: !selected });

  useEffect(() => {
    if (current.error) notify.error(current.error);
  }, [current.error, notify]);

  const choose = (font: PickerFont, variant: string) => {
    onChange(fontValue(font.id, variant), font);
    setOpen(false);
  };

  const onUpload = async (file: File) => {
    setUploading(true);
    try {
      await uploadFont(client, file, tab === 'global');
      refetch();
    } catch (error) {
      notify.error(error);
    } finally {
      setUploading(false);
    }
  };

  const onDelete = async (font: PickerFont) => {
    const result = await deleteFont({ id: font.id });
    if (result.error) return notify.error(result.error);
    notify.success(DELETE_FONT_SUCCESS);
    refetch();
  };

  const mayUpload = tab === 'global' ? canGlobal : canWrite;
  const mayDelete = (font: PickerFont) => (font.global ? canGlobal : true);

  const list = (
    <Spin spinning={current.fetching || uploading}>
      <List
        size="small"
        dataSource={fonts}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No fonts" /> }}
        renderItem={(font) => (
          <FontRow key={font.id} font={font} value={value} onChoose={choose} onDelete={mayDelete(font) ? () => void onDelete(font) : undefined} />
        )}
      />
    </Spin>
  );

  const content = (
    <div style={{ width: POPOVER.width, height: POPOVER.height, display: 'flex', flexDirection: 'column' }} data-testid="font-picker">
      <Space style={{ marginBottom: 8 }}>
        <Input.Search placeholder="Search font" allowClear value={typed} onChange={(e) => setTyped(e.target.value)} onSearch={(text) => setTyped(text)} style={{ width: 300 }} />
        {mayUpload && (
          <Upload
            accept=".ttf"
            showUploadList={false}
            beforeUpload={(file) => {
              void onUpload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              Upload Font
            </Button>
          </Upload>
        )}
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'global', label: 'Global Fonts' },
          { key: 'custom', label: 'Custom Fonts' },
        ]}
      />
      <div style={{ flex: 1, overflow: 'auto' }}>{list}</div>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={(next) => !disabled && setOpen(next)} trigger="click" placement="bottomLeft" content={content} destroyOnHidden>
      <Button icon={<FontSizeOutlined />} disabled={disabled} aria-label="Font">
        {fontLabel(value, selectedData?.font)}
      </Button>
    </Popover>
  );
}

/** One family: its name written in the shown variant (loaded when the row is seen), the variant dropdown, delete. */
function FontRow({ font, value, onChoose, onDelete }: { font: PickerFont; value: string | undefined; onChoose(font: PickerFont, variant: string): void; onDelete?: () => void }) {
  const [variant, setVariant] = useState(() => defaultVariant(font, value));
  const shown = font.variants.find((v) => v.variant === variant);
  const row = useRef<HTMLDivElement>(null);
  const [family, setFamily] = useState<string | undefined>();
  const notify = useNotify();

  useEffect(() => {
    const element = row.current;
    if (!element || !shown) return;
    let cancelled = false;
    // Load only what is on screen: a library of hundreds of fonts is not fetched at once.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      loadFontVariant(font, shown).then(
        (alias) => !cancelled && setFamily(alias),
        (error: Error) => !cancelled && notify.error(error.message),
      );
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [font, shown, notify]);

  return (
    <List.Item
      actions={[
        <Select
          key="variant"
          size="small"
          style={{ width: 130 }}
          aria-label={`${font.family} variant`}
          value={variant}
          options={font.variants.map((v) => ({ value: v.variant, label: v.variant }))}
          onChange={(next: string) => {
            setVariant(next);
            onChoose(font, next);
          }}
        />,
        ...(onDelete
          ? [
              <Popconfirm key="delete" title={`Delete ${font.family}?`} onConfirm={onDelete} okText="Delete">
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${font.family}`} />
              </Popconfirm>,
            ]
          : []),
      ]}
    >
      <div
        ref={row}
        role="button"
        tabIndex={0}
        aria-label={font.family}
        style={{ cursor: 'pointer', fontFamily: family ? `"${family}", sans-serif` : undefined, fontSize: 18, flex: 1 }}
        onClick={() => variant && onChoose(font, variant)}
        onKeyDown={(e) => e.key === 'Enter' && variant && onChoose(font, variant)}
      >
        {font.family}
      </div>
    </List.Item>
  );
}
