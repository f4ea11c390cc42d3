import { Alert, Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { CellText, firstErrorMessage, formatDate, formatMoney } from '@pod/platform';
import { orderDetailPath } from '../../orders/detail/orderPath';
import { OrderStatusTag } from '../../orders/shared/OrderStatusTag';
import { CUSTOMER_ORDERS_QUERY, type CustomerOrder } from './queries';

/** "Product" is the line title as the store sent it; it links to the order's detail page. */
const columns: TableColumnsType<CustomerOrder> = [
  {
    title: 'Product',
    dataIndex: 'title',
    key: 'product',
    render: (title: string, order) => (
      <Link to={orderDetailPath(order.id)}>
        <CellText text={title || order.name} maxWidth={320} />
      </Link>
    ),
  },
  { title: 'Price', dataIndex: 'price', key: 'price', render: (price: number) => formatMoney(price) },
  { title: 'Qty', dataIndex: 'quantity', key: 'quantity' },
  { title: 'Date', dataIndex: 'created_at', key: 'date', render: (date: string) => formatDate(date) },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (status: string) => <OrderStatusTag status={status} /> },
];

export function CustomerOrdersTable({ customerId }: { customerId: string }) {
  const [{ data, fetching, error }] = useQuery({
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
