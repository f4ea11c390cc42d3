import { Alert, Button, Card, ColorPicker, Flex, Space, Switch, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { MOCKUP_LIMITS, NOT_AVAILABLE, variantsForChips, type VariantRow } from '@pod/artwork-scene';
import { useEditorState } from '@pod/canvas-editor/react';
import type { MockupEditor, MockupEditorState, MockupProductType } from '../actions';
import { currentMockup } from '../actions/layer-tree';

const selectMockup = (s: MockupEditorState) => currentMockup(s.doc, s.view);

/**
 * The Settings tab (spec 002 §2.7): 'Apply to variants' — per attribute its option chips with
 * All and None; choosing chips activates only the matching variants — then the variants table of
 * the chosen combinations (Name, active switch; 'Not available' where the product type has no
 * such variant); the background: defaultBgColor and changeBgColorByVariantColor.
 */
export function SettingsTab({ editor, productType }: { editor: MockupEditor; productType: MockupProductType }) {
  const mockup = useEditorState(editor.store, selectMockup);
  const applyToVariants = mockup?.settings.applyToVariants;
  const chips = useMemo(() => variantsForChips(productType.attributes, productType.variants, applyToVariants ?? []), [productType, applyToVariants]);
  if (!mockup) return null;
  const active = new Set(mockup.variantIds);
  const chosen = (slug: string, options: readonly string[]) => mockup.settings.applyToVariants.find((a) => a.slug === slug)?.values ?? options;
  const setChips = (slug: string, values: readonly string[]) => editor.dispatch('setApplyToVariants', { slug, values: [...values] }, 'panel');

  return (
    <Flex vertical gap={12}>
      <Card size="small" title="Apply to variants" role="region" aria-label="Apply to variants">
        <Flex vertical gap={12}>
          {productType.attributes.length === 0 && <Typography.Text type="secondary">This product type has no attributes.</Typography.Text>}
          {productType.attributes.map((attribute) => {
            const values = chosen(attribute.slug, attribute.options);
            return (
              <div key={attribute.slug} role="group" aria-label={attribute.name}>
                <Space size={8} style={{ marginBottom: 4 }}>
                  <Typography.Text strong>{attribute.name}</Typography.Text>
                  <Button type="link" size="small" style={{ padding: 0 }} aria-label={`All ${attribute.name}`} onClick={() => setChips(attribute.slug, attribute.options)}>
                    All
                  </Button>
                  <Button type="link" size="small" style={{ padding: 0 }} aria-label={`None ${attribute.name}`} onClick={() => setChips(attribute.slug, [])}>
                    None
                  </Button>
                </Space>
                <Flex wrap gap={4}>
                  {attribute.options.map((option) => (
                    <Tag.CheckableTag
                      key={option}
                      checked={values.includes(option)}
                      onChange={(checked) => setChips(attribute.slug, checked ? [...values, option] : values.filter((v) => v !== option))}
                    >
                      {option}
                    </Tag.CheckableTag>
                  ))}
                </Flex>
              </div>
            );
          })}
          {chips.truncated && <Alert type="info" showIcon message={`The first ${MOCKUP_LIMITS.maxVariantRows} combinations are listed`} />}
          <Table<VariantRow>
            size="small"
            aria-label="Variants"
            rowKey={(row) => row.name}
            dataSource={chips.rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{ emptyText: 'No variants chosen' }}
            columns={[
              { title: 'Name', dataIndex: 'name' },
              {
                title: 'Active',
                width: 110,
                render: (_, row) =>
                  row.variantId ? (
                    <Switch size="small" aria-label={`Active ${row.name}`} checked={active.has(row.variantId)} onChange={(on) => editor.dispatch('setVariantActive', { variantId: row.variantId, active: on }, 'panel')} />
                  ) : (
                    <Typography.Text type="secondary">{NOT_AVAILABLE}</Typography.Text>
                  ),
              },
            ]}
          />
          <Typography.Text type="secondary">{`${mockup.variantIds.length} of ${productType.variants.length} variants use this mockup`}</Typography.Text>
        </Flex>
      </Card>
      <Card size="small" title="Background" role="region" aria-label="Background">
        <Flex vertical gap={8}>
          <Space>
            <ColorPicker
              allowClear
              showText
              aria-label="Default background colour"
              value={mockup.settings.defaultBgColor}
              onChangeComplete={(colour) => editor.dispatch('updateSettings', { defaultBgColor: colour.toHexString() }, 'panel')}
              onClear={() => editor.dispatch('updateSettings', { defaultBgColor: null }, 'panel')}
            />
            <Typography.Text>Default background colour</Typography.Text>
          </Space>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Switch
              size="small"
              aria-label="Change background colour by variant colour"
              checked={mockup.settings.changeBgColorByVariantColor}
              onChange={(on) => editor.dispatch('updateSettings', { changeBgColorByVariantColor: on }, 'panel')}
            />
            Change background colour by variant colour
          </label>
        </Flex>
      </Card>
    </Flex>
  );
}
