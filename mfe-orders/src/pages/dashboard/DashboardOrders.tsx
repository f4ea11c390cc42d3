import { Badge, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { DASHBOARD } from '@pod/contracts';
import { CellText, formatDate, formatMoney } from '@pod/platform';
import { orderDetailPath } from '../orders/detail/orderPath';
import { personName } from '../orders/shared/format';
import { OrderStatusTag } from '../orders/shared/OrderStatusTag';
import { ORDER_FIGURES, statusColor, statusLabel } from './dashboardView';
import type { DashboardOrderRow } from './queries';

export const ALL_TAB = 'all';

function columns(supplierColumn: boolean): TableColumnsType<DashboardOrderRow> {
  return [
    {
      title: 'Origin ID',
      key: 'origin_id',
      render: (_, o) => (
        <Link to={orderDetailPath(o.id)}>
          <CellText text={o.origin_id} maxWidth={160} />
        </Link>
      ),
    },
    { title: 'Product', key: 'product', render: (_, o) => <CellText text={o.product?.title ?? o.title} maxWidth={280} /> },
    { title: 'Price', key: 'price', align: 'right', render: (_, o) => formatMoney(o.price) },
    { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
    ...(supplierColumn ? [{ title: 'Supplier', key: 'supplier', render: (_: unknown, o: DashboardOrderRow) => <CellText text={o.supplier ? personName(o.supplier) : '—'} maxWidth={180} /> }] : []),
    { title: 'Status', key: 'status', render: (_, o) => <OrderStatusTag status={o.status} /> },
    { title: 'Date', key: 'created_at', render: (_, o) => formatDate(o.created_at) },
  ];
}

/**
 * The dashboard's order status tabs with their counts (spec 001 §2, §9 overflow 9999999, §4
 * colour groups) over the table of 5 orders a page; a tab filters the table, All clears it.
 */
export function DashboardOrders(props: {
  rows: readonly DashboardOrderRow[];
  total: number;
  aggs: ReadonlyArray<{ key: string; doc_count: number }> | undefined;
  tab: string;
  page: number;
  loading: boolean;
  supplierColumn: boolean;
  onTab(tab: string): void;
  onPage(page: number): void;
}) {
  const { rows, total, aggs, tab, page, loading, supplierColumn, onTab, onPage } = props;
  const all = (aggs ?? []).reduce((sum, agg) => sum + agg.doc_count, 0);
  const tabs = [{ key: ALL_TAB, doc_count: all }, ...(aggs ?? [])];
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={onTab}
        items={tabs.map(({ key, doc_count }) => ({
          key,
          label: (
            <span data-testid={`dashboard-tab-${key}`} title={key === ALL_TAB ? ORDER_FIGURES.allTabHint : undefined}>
              {key === ALL_TAB ? 'All' : statusLabel(key)}{' '}
              <Badge
                count={aggs ? doc_count : '…'}
                overflowCount={DASHBOARD.countOverflow}
                showZero
                color={key === ALL_TAB ? 'geekblue' : statusColor(key)}
              />
            </span>
          ),
        }))}
      />
      <Table<DashboardOrderRow>
        rowKey="id"
        size="small"
        columns={columns(supplierColumn)}
        dataSource={rows as DashboardOrderRow[]}
        loading={loading}
        locale={{ emptyText: 'No orders in this range' }}
        pagination={{ current: page, pageSize: DASHBOARD.ordersPageSize, total, showSizeChanger: false, onChange: onPage }}
      />
    </>
  );
}
