import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Select, Space, Tag } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from 'urql';
import { ORDER_STATUS_COLOR, ORDER_STATUS_LABEL, type OrderStatus } from '@pod/contracts';
import { Page, firstErrorMessage, usePlatform } from '@pod/platform';
import { AcceptedBulkBar, FetchOrdersButton } from './actions';
import { DateRangeFilter } from './DateRangeFilter';
import { ExportOrdersModal } from './export/ExportOrdersModal';
import { exportFilter } from './export/exportProgress';
import { FilterPopover } from './FilterPopover';
import { parseListFilters, serialiseListFilters, withFilters } from './listFilters';
import { activeTab, ordersListView, statusesToShow, SUPPLIER_STATUS_OPTIONS, type OrdersListView } from './listView';
import { savedViewFilters, toOrderFilter } from './orderFilter';
import { OrdersTable } from './OrdersTable';
import { ORDERS_LIST_QUERY } from './queries';
import { SavedViews } from './SavedViews';
import { SearchBox } from './SearchBox';
import { SellerMessageAlert } from './SellerMessageAlert';
import { StatusTabs } from './StatusTabs';
import { SupplierExportButton } from './SupplierExportButton';
import { useListFilters } from './useListFilters';
import { useLiveOrderList } from './useLiveOrderList';

/**
 * /orders (spec 000 §2 "Orders list", issue 12): one page, three views by role. Every filter
 * lives in the query string (`useListFilters`), the server answers rows and per-status counts in
 * one call, and `orderListChanged` refetches them live. README.md beside this file explains it.
 */
export default function OrdersListPage() {
  const { user } = usePlatform();
  const view = ordersListView(user?.roles ?? []);
  if (!view) return <Page title="Orders" />;
  return <OrdersList view={view} />;
}

function OrdersList({ view }: { view: OrdersListView }) {
  const { currentSite } = usePlatform();
  const [filters, setFilters] = useListFilters();
  const siteId = view === 'Seller' ? (currentSite?.id ?? null) : null;
  const staff = view === 'Administrator' || view === 'Supporter';
  const statuses = statusesToShow(view, filters.status);
  const tab = activeTab(view, filters.status);

  const variables = useMemo(() => ({ filter: toOrderFilter(view, filters, siteId) }), [view, filters, siteId]);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ORDERS_LIST_QUERY,
    variables,
    requestPolicy: 'cache-and-network',
    pause: view === 'Seller' && !siteId,
  });
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  useLiveOrderList({ siteId, refetch });

  // A Seller's new current site starts again at page 1 (the page number belonged to the other site).
  const shownSite = useRef(siteId);
  const resetPageOnSiteChange = useEffectEvent(() => {
    if (shownSite.current === siteId) return;
    shownSite.current = siteId;
    if (filters.page > 1) setFilters({ ...filters, page: 1 });
  });
  useEffect(() => resetPageOnSiteChange(), [siteId]);

  // Selection belongs to the rows on screen: a new tab, page or filter starts without one.
  const rowsKey = JSON.stringify(variables);
  const [selection, setSelection] = useState<{ rowsKey: string; ids: string[] }>({ rowsKey, ids: [] });
  const selectedIds = selection.rowsKey === rowsKey ? selection.ids : [];
  const setSelectedIds = (ids: string[]) => setSelection({ rowsKey, ids });
  const selectable = tab === 'accepted';

  // Export (issue 13): a Seller's own orders (exportOrders), the Supplier's and staff's (supplierExportOrder).
  const [exporting, setExporting] = useState(false);
  const exportCall = view === 'Seller' ? 'exportOrders' : 'supplierExportOrder';

  const currentQuery = serialiseListFilters(savedViewFilters(filters)).toString();
  const orders = data?.orders;

  return (
    <Page
      title="Orders"
      extra={
        <Space wrap>
          <SavedViews currentQuery={currentQuery} onPick={(query) => setFilters(savedViewFilters(parseQuery(query)))} />
          {view === 'Supplier' ? (
            <SupplierExportButton statuses={statuses} onExport={() => setExporting(true)} />
          ) : (
            <Button icon={<ExportOutlined />} disabled={view === 'Seller' && !currentSite} onClick={() => setExporting(true)}>
              Export
            </Button>
          )}
          {view === 'Seller' && currentSite && <FetchOrdersButton site={currentSite} onFetched={refetch} />}
        </Space>
      }
    >
      <ExportOrdersModal open={exporting} call={exportCall} filter={exportFilter(variables.filter)} onClose={() => setExporting(false)} onExported={refetch} />
      {view === 'Seller' && <SellerMessageAlert />}
      {view === 'Seller' && !currentSite ? (
        <Alert type="info" showIcon title="Connect a site to see its orders" />
      ) : (
        <>
          <Flex gap={8} wrap style={{ marginBottom: 8 }}>
            <DateRangeFilter value={filters} onChange={(range) => setFilters(withFilters(filters, range))} />
            <SearchBox
              search={filters.search}
              field={filters.field}
              onChange={(search, field) => setFilters(withFilters(filters, { search, field }))}
            />
            {view === 'Supplier' && (
              <Select<OrderStatus[]>
                mode="multiple"
                aria-label="Status"
                style={{ minWidth: 320 }}
                value={statuses}
                options={SUPPLIER_STATUS_OPTIONS.map((s) => ({ value: s, label: ORDER_STATUS_LABEL[s] }))}
                tagRender={({ value, closable, onClose }) => (
                  <Tag data-testid="supplier-status" color={ORDER_STATUS_COLOR[value as OrderStatus]} closable={closable} onClose={onClose}>
                    {ORDER_STATUS_LABEL[value as OrderStatus]}
                  </Tag>
                )}
                onChange={(status) => setFilters(withFilters(filters, { status }))}
              />
            )}
            <FilterPopover
              staff={staff}
              value={filters}
              onChange={({ product_type_ids, seller, site }) =>
                setFilters(withFilters(filters, { product_type_ids, seller: staff ? seller : null, site: staff ? site : null }))
              }
            />
          </Flex>
          {view !== 'Supplier' && (
            <StatusTabs
              view={view}
              active={tab}
              aggs={orders?.aggs}
              onChange={(key) => setFilters(withFilters(filters, { status: key === 'all' ? [] : [key] }))}
            />
          )}
          {error ? <Alert type="error" showIcon title={firstErrorMessage(error)} style={{ marginBottom: 16 }} /> : null}
          {selectable && (
            <AcceptedBulkBar
              selectedIds={selectedIds}
              orders={orders?.hits ?? []}
              onDone={() => {
                setSelectedIds([]);
                refetch();
              }}
            />
          )}
          <OrdersTable
            rows={orders?.hits ?? []}
            total={orders?.count ?? 0}
            page={filters.page}
            loading={fetching}
            emptyText="No orders match these filters"
            selection={selectable ? { ids: selectedIds, onChange: setSelectedIds } : undefined}
            onPage={(page) => setFilters({ ...filters, page })}
            onChanged={refetch}
          />
        </>
      )}
    </Page>
  );
}

function parseQuery(query: string) {
  return parseListFilters(new URLSearchParams(query));
}
