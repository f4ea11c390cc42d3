import { Button, Dropdown, Flex, InputNumber, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownOutlined, PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Thumbnail, formatMoney } from '@pod/platform';
import { imageSrc } from '../shared/media';
import { BulkPriceModal } from './BulkPriceModal';
import { VariantImageModal } from './VariantImageModal';
import { applyBulkActive, applyBulkImage, applyBulkPrice, rowPriceError, rowProfit, type VariantRow } from './formRules';

type RowsUpdate = (update: (rows: VariantRow[]) => VariantRow[]) => void;

export interface VariantsTableProps {
  /** The rows of one product type. */
  rows: readonly VariantRow[];
  /** Updates the form's rows (all types); bulk actions target the selected SKUs. */
  onRowsChange: RowsUpdate;
  images: readonly string[];
}

const toPrice = (value: number | string | null): number | null => (value === null || value === '' ? null : Number(value));

/**
 * The product's variants of one type: prices, profit, status; bulk Price / Image / Enable /
 * Disable on the selected rows (spec 001 §2 "Product creation and clone form", §5 prices).
 */
export function VariantsTable({ rows, onRowsChange, images }: VariantsTableProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [modal, setModal] = useState<'price' | 'image' | null>(null);
  const skus = rows.filter((r) => selected.includes(r.key)).map((r) => r.sku);

  const patch = (key: string, change: Partial<VariantRow>) => onRowsChange((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const columns: TableColumnsType<VariantRow> = [
    {
      title: 'Image',
      key: 'image',
      width: 72,
      render: (_, row) =>
        row.image ? (
          <Thumbnail src={imageSrc(row.image, '100')} alt={`Image of ${row.sku}`} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <PictureOutlined aria-label="No image" style={{ fontSize: 28, color: '#ccc' }} />
        ),
    },
    {
      title: 'Variant',
      key: 'variant',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.label}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            SKU: {row.sku}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Base cost', key: 'base_cost', render: (_, row) => formatMoney(row.base_cost) },
    {
      title: 'Regular price',
      key: 'regular_price',
      render: (_, row) => {
        const problem = rowPriceError(row);
        return (
          <Flex vertical gap={2}>
            <InputNumber<number>
              aria-label={`Regular price of ${row.sku}`}
              prefix="$"
              min={row.base_cost}
              step={0.01}
              precision={2}
              value={row.regular_price}
              status={problem ? 'error' : undefined}
              onChange={(v) => patch(row.key, { regular_price: toPrice(v) })}
            />
            {problem && (
              <Typography.Text type="danger" style={{ fontSize: 12, maxWidth: 220 }}>
                {problem}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      title: 'Sale price',
      key: 'sale_price',
      render: (_, row) => (
        <InputNumber<number>
          aria-label={`Sale price of ${row.sku}`}
          prefix="$"
          min={0}
          step={0.01}
          precision={2}
          value={row.sale_price}
          onChange={(v) => patch(row.key, { sale_price: toPrice(v) })}
        />
      ),
    },
    {
      title: 'Profit',
      key: 'profit',
      render: (_, row) => {
        const profit = rowProfit(row);
        return <Typography.Text type={profit < 0 ? 'danger' : undefined}>{formatMoney(profit)}</Typography.Text>;
      },
    },
    {
      title: 'Status',
      key: 'active',
      render: (_, row) => <Switch aria-label={`Status of ${row.sku}`} checked={row.active} onChange={(active) => patch(row.key, { active })} />,
    },
  ];

  const bulk = (key: string) => {
    if (key === 'price') setModal('price');
    else if (key === 'image') setModal('image');
    else onRowsChange((all) => applyBulkActive(all, skus, key === 'enable'));
  };

  return (
    <>
      <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
        <Dropdown
          disabled={!selected.length}
          menu={{
            onClick: ({ key }) => bulk(key),
            items: [
              { key: 'price', label: 'Price' },
              { key: 'image', label: 'Image' },
              { key: 'enable', label: 'Enable' },
              { key: 'disable', label: 'Disable' },
            ],
          }}
        >
          <Button>
            Bulk actions <DownOutlined />
          </Button>
        </Dropdown>
        <Typography.Text type="secondary">{selected.length ? `${selected.length} selected` : 'Select variants to edit them together'}</Typography.Text>
      </Flex>
      <Table<VariantRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={[...rows]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: 'This product type has no priced variants.' }}
      />
      <BulkPriceModal
        open={modal === 'price'}
        count={skus.length}
        onCancel={() => setModal(null)}
        onApply={(field, price) => {
          onRowsChange((all) => applyBulkPrice(all, skus, field, price));
          setModal(null);
        }}
      />
      <VariantImageModal
        open={modal === 'image'}
        images={images}
        onCancel={() => setModal(null)}
        onApply={(image) => {
          onRowsChange((all) => applyBulkImage(all, skus, image));
          setModal(null);
        }}
      />
    </>
  );
}
