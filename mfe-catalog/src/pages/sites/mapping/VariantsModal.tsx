import { Button, InputNumber, Modal, Select, Space, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { formatMoney } from '@pod/platform';
import { firstProblem, rowProblem, rowProfit, typeVariantOf, type MappingProductType, type VariantRow } from './mappingRules';

export interface VariantsModalProps {
  open: boolean;
  types: MappingProductType[];
  rows: VariantRow[];
  onRowsChange(rows: VariantRow[]): void;
  mapping: boolean;
  onStart(): void;
  onCancel(): void;
}

let nextRowKey = 1;

/**
 * Step 2 of the mapping wizard (spec 001 §2, §4): one tab per chosen product type; each row is
 * a store variation to create — its options ("Please select {slug}" until chosen) and prices,
 * the sale price at least the base cost, profit = sale price − base cost.
 */
export function VariantsModal({ open, types, rows, onRowsChange, mapping, onStart, onCancel }: VariantsModalProps) {
  const [activeTab, setActiveTab] = useState<string | undefined>();
  const [tried, setTried] = useState(false);

  const update = (key: string, change: Partial<VariantRow>) => onRowsChange(rows.map((r) => (r.key === key ? { ...r, ...change, options: { ...r.options, ...change.options } } : r)));

  const start = () => {
    setTried(true);
    const problem = firstProblem(types, rows);
    if (problem) {
      setActiveTab(problem.typeId);
      return;
    }
    onStart();
  };

  const tabFor = (type: MappingProductType) => {
    const own = rows.filter((r) => r.product_type_id === type.id);
    // both prices start at the base cost (spec 001 §5: the mapping modal's sale minimum is the base cost)
    const priceColumn = (title: string, field: 'regular_price' | 'sale_price') => ({
      title,
      key: field,
      render: (_: unknown, row: VariantRow) => (
        <InputNumber
          aria-label={title}
          min={typeVariantOf(type, row)?.base_cost ?? 0}
          step={0.01}
          prefix="$"
          value={row[field]}
          onChange={(v) => update(row.key, { [field]: v ?? null })}
        />
      ),
    });
    const columns: TableColumnsType<VariantRow> = [
      ...type.attributes.map((attribute) => ({
        title: attribute.name,
        key: attribute.slug,
        render: (_: unknown, row: VariantRow) => {
          const missing = !row.options[attribute.slug];
          return (
            <Space orientation="vertical" size={0}>
              <Select
                aria-label={attribute.name}
                style={{ minWidth: 110 }}
                placeholder={attribute.name}
                status={missing && tried ? 'error' : undefined}
                value={row.options[attribute.slug]}
                options={attribute.options.map((o) => ({ value: o, label: o }))}
                onChange={(option: string) => update(row.key, { options: { [attribute.slug]: option } })}
              />
              {missing && tried ? <Typography.Text type="danger">{`Please select ${attribute.slug}`}</Typography.Text> : null}
            </Space>
          );
        },
      })),
      {
        title: 'Base cost',
        key: 'base_cost',
        render: (_, row) => {
          const variant = typeVariantOf(type, row);
          return variant?.base_cost != null ? formatMoney(variant.base_cost) : '';
        },
      },
      priceColumn('Regular price', 'regular_price'),
      priceColumn('Sale price', 'sale_price'),
      {
        title: 'Profit',
        key: 'profit',
        render: (_, row) => {
          const profit = rowProfit(row, typeVariantOf(type, row));
          return profit == null ? '' : formatMoney(profit);
        },
      },
      {
        title: '',
        key: 'problem',
        render: (_, row) => {
          const problem = rowProblem(type, row, rows);
          // option messages sit under their selects
          return problem && !problem.startsWith('Please select') && (tried || typeVariantOf(type, row)) ? <Typography.Text type="danger">{problem}</Typography.Text> : null;
        },
      },
      {
        title: '',
        key: 'remove',
        render: (_, row) => <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove variant" onClick={() => onRowsChange(rows.filter((r) => r.key !== row.key))} />,
      },
    ];
    return {
      key: type.id,
      label: type.title,
      children: (
        <>
          <Table<VariantRow> rowKey="key" size="small" columns={columns} dataSource={own} pagination={false} scroll={{ x: 'max-content', y: 420 }} />
          <Button
            style={{ marginTop: 8 }}
            icon={<PlusOutlined />}
            onClick={() => onRowsChange([...rows, { key: `new-${nextRowKey++}`, product_type_id: type.id, options: {}, regular_price: null, sale_price: null }])}
          >
            Add variant
          </Button>
        </>
      ),
    };
  };

  return (
    <Modal
      title="Variants"
      open={open}
      width={1000}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={mapping}>
          Cancel
        </Button>,
        <Button key="start" type="primary" loading={mapping} onClick={start}>
          Start Mapping
        </Button>,
      ]}
    >
      <Tabs activeKey={activeTab ?? types[0]?.id} onChange={setActiveTab} items={types.map(tabFor)} />
    </Modal>
  );
}
