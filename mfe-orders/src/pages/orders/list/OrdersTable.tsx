import { Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { CellText, Thumbnail, formatMoney } from '@pod/platform';
import { orderDetailPath } from '../detail/orderPath';
import { personName } from '../shared/format';
import { OrderStatusTag } from '../shared/OrderStatusTag';
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
          <CellText type="secondary" small text={`Origin ID: ${o.origin_id}`} />
          <CellText type="secondary" small text={o.name} />
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
            <CellText strong text={o.product?.title ?? o.title} />
            <CellText type="secondary" small text={attributesText(o.variant?.product_type_variant.attributes)} />
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
          <CellText text={o.customer ? personName(o.customer) : ''} data-testid="order-customer" />
          {o.customer?.email && <CellText type="secondary" small text={o.customer.email} />}
        </Space>
      ),
    },
    { title: 'Site', key: 'site', render: (_, o) => <CellText maxWidth={180} text={o.site?.title ?? o.site_id} data-testid="order-site" /> },
    {
      title: 'Status',
      key: 'status',
      render: (_, o) => (
        <Space vertical size={0}>
          <OrderStatusTag status={o.status} data-testid="order-status" />
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
