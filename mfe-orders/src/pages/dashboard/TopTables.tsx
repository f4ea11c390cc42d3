import { Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatMoney } from '@pod/platform';
import { productName, productTypeName } from './dashboardView';
import type { TopProductRow, TopProductTypeRow } from './queries';

const productColumns: TableColumnsType<TopProductRow> = [
  { title: 'Product', key: 'name', render: (_, row) => productName(row) },
  { title: 'Sold', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  { title: 'Orders', dataIndex: 'orders', key: 'orders', align: 'right' },
  { title: 'Revenue', key: 'revenue', align: 'right', render: (_, row) => formatMoney(row.revenue) },
];

const typeColumns: TableColumnsType<TopProductTypeRow> = [
  { title: 'Product Type', key: 'name', render: (_, row) => productTypeName(row) },
  { title: 'Sold', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  { title: 'Orders', dataIndex: 'orders', key: 'orders', align: 'right' },
  { title: 'Revenue', key: 'revenue', align: 'right', render: (_, row) => formatMoney(row.revenue) },
];

/** Spec 001 §2: the tabs Top Order Product (the pie's ten and "Other Products") and Top Product Type (ten). */
export function TopTables({ products, types }: { products: readonly TopProductRow[]; types: readonly TopProductTypeRow[] }) {
  return (
    <Tabs
      items={[
        {
          key: 'products',
          label: 'Top Order Product',
          children: (
            <Table<TopProductRow> rowKey={(row) => row.product_id ?? 'other'} size="small" pagination={false} columns={productColumns} dataSource={products as TopProductRow[]} />
          ),
        },
        {
          key: 'types',
          label: 'Top Product Type',
          children: (
            <Table<TopProductTypeRow> rowKey={(row) => row.product_type_id ?? 'none'} size="small" pagination={false} columns={typeColumns} dataSource={types as TopProductTypeRow[]} />
          ),
        },
      ]}
    />
  );
}
