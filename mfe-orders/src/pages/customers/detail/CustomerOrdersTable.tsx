import { Alert, Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery } from 'urql';
import { firstErrorMessage, formatDate, formatMoney } from '@pod/platform';
import { CUSTOMER_ORDERS_QUERY, type CustomerOrder } from './queries';

/*
 * "Product" shows the order's name (its shop order number) for now: orders and products arrive
 * in later issues, and this column switches to the ordered product's title then.
 */
const columns: TableColumnsType<CustomerOrder> = [
  { title: 'Product', dataIndex: 'name', key: 'product' },
  { title: 'Price', dataIndex: 'price', key: 'price', render: (price: number) => formatMoney(price) },
  { title: 'Qty', dataIndex: 'quantity', key: 'quantity' },
  { title: 'Date', dataIndex: 'created_at', key: 'date', render: (date: string) => formatDate(date) },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (status: string) => <Tag>{status}</Tag> },
];

export function CustomerOrdersTable({ customerId }: { customerId: string }) {
  const [{ data, fetching, error }] = useQuery<{ ordersByCustomer: CustomerOrder[] }>({
    query: CUSTOMER_ORDERS_QUERY,
    variables: { cusId: customerId },
  });
  return (
    <Card title="Orders">
      {error ? <Alert type="error" showIcon title={firstErrorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      <Table<CustomerOrder>
        rowKey="id"
        columns={columns}
        dataSource={data?.ordersByCustomer ?? []}
        loading={fetching}
        locale={{ emptyText: 'This customer has no orders yet' }}
        pagination={false}
      />
    </Card>
  );
}
