import { useMemo, useState, type ReactNode } from 'react';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { PRODUCT_TYPE_MESSAGES } from '@pod/contracts';
import { ActiveCell, LabelCell, PriceCell, PrintSizeCell, SkuCell } from './cells';
import { PRICE_LABELS } from './bulkPrice';
import { DragHandle, SortableRow } from './SortableRow';
import type { TypePrintArea } from './queries';
import type { VariantStore } from './variantStore';

/**
 * Rows are paginated: 1296 variants (4 attributes × 6 options) would otherwise mount some
 * 13 000 inputs. 50 a page by default: a row with two print areas holds 8 antd inputs and
 * costs ~25 ms to mount on the 2-core build machine, so 100 rows took ~2.7 s per page switch
 * (see README.md). Dragging reorders within the page shown; the order is kept for every page
 * (the store holds it).
 */
export const VARIANTS_PAGE_SIZE = 50;

interface KeyRecord {
  key: string;
}

export interface VariantsTableProps {
  store: VariantStore;
  order: readonly string[];
  printAreas: readonly TypePrintArea[];
  selectedKeys: string[];
  onSelectedKeysChange: (keys: string[]) => void;
  footer: ReactNode;
}

export function VariantsTable({ store, order, printAreas, selectedKeys, onSelectedKeysChange, footer }: VariantsTableProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(VARIANTS_PAGE_SIZE);

  // The records only carry the key: cells read their values from the store, so editing a
  // row never changes the table's data.
  const records = useMemo<KeyRecord[]>(() => order.map((key) => ({ key })), [order]);
  const lastPage = Math.max(1, Math.ceil(order.length / pageSize));
  const current = Math.min(page, lastPage);
  const pageKeys = useMemo(() => order.slice((current - 1) * pageSize, current * pageSize), [order, current, pageSize]);

  const columns = useMemo<TableColumnsType<KeyRecord>>(
    () => [
      { key: 'sort', width: 44, align: 'center', render: () => <DragHandle /> },
      { title: 'Variant', key: 'variant', render: (_, { key }) => <LabelCell store={store} rowKey={key} /> },
      { title: 'SKU', key: 'sku', render: (_, { key }) => <SkuCell store={store} rowKey={key} /> },
      ...(['base_cost', 'retail_cost', 'sale_cost'] as const).map((field) => ({
        title: PRICE_LABELS[field],
        key: field,
        render: (_: unknown, { key }: KeyRecord) => <PriceCell store={store} rowKey={key} field={field} label={PRICE_LABELS[field]} />,
      })),
      ...printAreas.map((area) => ({
        title: `${area.name} (W × H)`,
        key: `print-size-${area.id}`,
        render: (_: unknown, { key }: KeyRecord) => <PrintSizeCell store={store} rowKey={key} printAreaId={area.id} areaName={area.name} />,
      })),
      // Pinned to the right edge: with many print areas the table scrolls sideways, the switch stays in view.
      { title: 'Active', key: 'is_active', fixed: 'right', width: 72, align: 'center', render: (_, { key }) => <ActiveCell store={store} rowKey={key} /> },
    ],
    [store, printAreas],
  );

  const sensors = useSensors(
    // a few pixels of travel before a drag starts, so clicking the handle is not a drag
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) store.move(String(active.id), String(over.id));
  };

  return (
    <DndContext sensors={sensors} modifiers={[restrictToVerticalAxis]} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={pageKeys} strategy={verticalListSortingStrategy}>
        <Table<KeyRecord>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={records}
          components={{ body: { row: SortableRow } }}
          locale={{ emptyText: PRODUCT_TYPE_MESSAGES.noVariants }}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: selectedKeys,
            onChange: (keys) => onSelectedKeysChange(keys as string[]),
            selections: [Table.SELECTION_ALL, Table.SELECTION_INVERT, Table.SELECTION_NONE],
          }}
          pagination={{
            current,
            pageSize,
            total: order.length,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100, 200],
            showTotal: (total) => `${total} variants`,
            onChange: (nextPage, nextSize) => {
              setPage(nextSize !== pageSize ? 1 : nextPage);
              setPageSize(nextSize);
            },
          }}
          footer={() => footer}
        />
      </SortableContext>
    </DndContext>
  );
}
