import { memo } from 'react';
import { Input, InputNumber, Space, Switch, Typography } from 'antd';
import { useRowError, useRowValue } from './useVariantStore';
import { variantLabel, type PriceField, type VariantRow } from './variantRow';
import type { VariantStore } from './variantStore';

/*
 * Every cell reads its own slice of its row from the store and writes edits straight to it:
 * typing re-renders the one cell typed in (plus the row's error line when it changes), never
 * the table. Props are the store, the row key and constants, so the memo holds when the table
 * re-renders for selection, paging or order changes.
 */

interface CellProps {
  store: VariantStore;
  rowKey: string;
}

const attributesOf = (row: VariantRow) => row.attributes;

export const LabelCell = memo(function LabelCell({ store, rowKey }: CellProps) {
  const attributes = useRowValue(store, rowKey, attributesOf);
  const error = useRowError(store, rowKey);
  return (
    <div style={{ minWidth: 140 }}>
      <Typography.Text strong>{variantLabel(attributes)}</Typography.Text>
      {error ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12, maxWidth: 260 }}>
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
});

export const SkuCell = memo(function SkuCell({ store, rowKey }: CellProps) {
  const sku = useRowValue(store, rowKey, (row) => row.sku);
  return <Input aria-label="SKU" value={sku} style={{ width: 160 }} onChange={(e) => store.update(rowKey, { sku: e.target.value })} />;
});

export const PriceCell = memo(function PriceCell({ store, rowKey, field, label }: CellProps & { field: PriceField; label: string }) {
  const value = useRowValue(store, rowKey, (row) => row[field]);
  return (
    <InputNumber<number>
      aria-label={label}
      prefix="$"
      min={0}
      precision={2}
      value={value}
      style={{ width: 104 }}
      onChange={(next) => store.update(rowKey, { [field]: typeof next === 'number' ? next : null })}
    />
  );
});

export const PrintSizeCell = memo(function PrintSizeCell({ store, rowKey, printAreaId, areaName }: CellProps & { printAreaId: string; areaName: string }) {
  const size = useRowValue(store, rowKey, (row) => row.print_sizes.find((s) => s.print_area_id === printAreaId));
  return (
    <Space.Compact>
      <InputNumber<number>
        aria-label={`${areaName} width`}
        min={0}
        value={size?.width ?? 0}
        style={{ width: 72 }}
        onChange={(width) => store.updateSize(rowKey, printAreaId, { width: width ?? 0 })}
      />
      <Space.Addon>×</Space.Addon>
      <InputNumber<number>
        aria-label={`${areaName} height`}
        min={0}
        value={size?.height ?? 0}
        style={{ width: 72 }}
        onChange={(height) => store.updateSize(rowKey, printAreaId, { height: height ?? 0 })}
      />
    </Space.Compact>
  );
});

export const ActiveCell = memo(function ActiveCell({ store, rowKey }: CellProps) {
  const active = useRowValue(store, rowKey, (row) => row.is_active);
  return <Switch aria-label="Active" checked={active} onChange={(is_active) => store.update(rowKey, { is_active })} />;
});
