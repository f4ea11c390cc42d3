import { Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { ORDER_STATUS_COLOR, isOrderStatus } from '@pod/contracts';
import { Thumbnail, formatMoney } from '@pod/platform';
import { orderDetailPath } from '../detail/orderPath';
import { personName } from '../shared/format';
import { OrderCarrier, OrderRowActions } from './actions';
import { designsTagView } from './designsTag';
import { ORDERS_PAGE_SIZE, type OrderListRow } from './queries';
import { attributesText, mockupSrc } from './rowFormat';

function columns(onChanged: () => void): TableColumnsType<OrderListRow> {
  return [
    {
      title: 'ID',
      key: 'id',
      render: (_, o) => (
        <Space vertical size={0}>
          <Link to={orderDetailPath(o.id)}>{o.id}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Origin ID: {o.origin_id}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {o.name}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Product/Variant',
      key: 'product',
      render: (_, o) => (
        <Space align="start">
          <Thumbnail src={mockupSrc(o)} alt={o.title} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
          <Space vertical size={0}>
            <Typography.Text strong>{o.product?.title ?? o.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {attributesText(o.variant?.product_type_variant.attributes)}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      title: 'Designs',
      key: 'designs',
      render: (_, o) => {
        const tag = designsTagView(o.design_status);
        return (
          <Tag color={tag.color}>{tag.opensDesigns ? <Link to={orderDetailPath(o.id)}>{tag.text}</Link> : tag.text}</Tag>
        );
      },
    },
    {
      title: 'QTY/COST',
      key: 'qty',
      render: (_, o) => (
        <Space vertical size={0}>
          <span>Qty: {o.quantity}</span>
          <span>Cost: {formatMoney(o.base_cost)}</span>
        </Space>
      ),
    },
    {
      title: 'Customer',
      key: 'customer',
      render: (_, o) => (
        <Space vertical size={0}>
          <span>{o.customer ? personName(o.customer) : ''}</span>
          {o.customer?.email && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {o.customer.email}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: 'Site', key: 'site', render: (_, o) => <span data-testid="order-site">{o.site?.title ?? o.site_id}</span> },
    {
      title: 'Status',
      key: 'status',
      render: (_, o) => (
        <Space vertical size={0}>
          <Tag color={isOrderStatus(o.status) ? ORDER_STATUS_COLOR[o.status] : undefined} data-testid="order-status">
            {o.status}
          </Tag>
          <OrderCarrier order={o} />
        </Space>
      ),
    },
    { title: 'Actions', key: 'actions', fixed: 'right', render: (_, o) => <OrderRowActions order={o} onChanged={onChanged} /> },
  ];
}

/** The list's table, 20 rows a page; rows are selectable only where the page passes `selection` (the accepted tab). */
export function OrdersTable(props: {
  rows: readonly OrderListRow[];
  total: number;
  page: number;
  loading: boolean;
  emptyText: string;
  selection?: { ids: string[]; onChange(ids: string[]): void };
  onPage(page: number): void;
  onChanged(): void;
}) {
  const { rows, total, page, loading, emptyText, selection, onPage, onChanged } = props;
  return (
    <Table<OrderListRow>
      rowKey="id"
      columns={columns(onChanged)}
      dataSource={rows as OrderListRow[]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      rowSelection={
        selection ? { selectedRowKeys: selection.ids, onChange: (keys) => selection.onChange(keys.map(String)) } : undefined
      }
      pagination={{
        current: page,
        pageSize: ORDERS_PAGE_SIZE,
        total,
        showSizeChanger: false,
        showTotal: (count, [from, to]) => `${from}-${to} of ${count}`,
        onChange: onPage,
      }}
    />
  );
}
