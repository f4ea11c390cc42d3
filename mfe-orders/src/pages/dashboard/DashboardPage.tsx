import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Popover, Segmented, Select, Spin, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from 'urql';
import { aggregationFor, DASHBOARD, STATS_AGGREGATIONS, type StatsAggregation } from '@pod/contracts';
import { Page, firstErrorMessage, usePlatform } from '@pod/platform';
import { DateRangeFilter } from '../orders/list/DateRangeFilter';
import { presetRange, toFilterInstants, type DayRange } from '../orders/list/dateRange';
import { FILTER_SELLERS_QUERY, FILTER_SITES_LIMIT, FILTER_SITES_QUERY } from '../orders/list/queries';
import { personName } from '../orders/shared/format';
import { ALL_TAB, DashboardOrders } from './DashboardOrders';
import { AGGREGATION_LABEL, dashboardAccess, ORDER_FIGURES, type DashboardAccess } from './dashboardView';
import { DASHBOARD_ORDERS_QUERY, DASHBOARD_STATS_QUERY } from './queries';
import { StatsCharts } from './StatsCharts';
import { TopTables } from './TopTables';

interface DashboardFilters {
  range: DayRange;
  seller: string | null;
  site: string | null;
}

/**
 * /dashboard (spec 001 §2 "Dashboard"; README "Dashboard"): revenue and profit by period, the
 * best sellers, and the orders by status over one date range. The charts come from
 * `adminStats`, the tabs and the table from the orders list's `orders(filter)`.
 */
export default function DashboardPage() {
  const { user, currentSite } = usePlatform();
  const access = dashboardAccess({ roles: user?.roles ?? [], isSuperAdmin: user?.is_supper_admin ?? false });
  const [filters, setFilters] = useState<DashboardFilters>(() => ({ range: presetRange('Last 30 days'), seller: null, site: null }));
  const rangeKey = JSON.stringify(filters.range);
  // The selector starts at the rule's choice for the range; a choice made by hand lasts until the range changes.
  const [picked, setPicked] = useState<{ rangeKey: string; unit: StatsAggregation } | null>(null);
  const instants = toFilterInstants(filters.range);
  const unit = picked?.rangeKey === rangeKey ? picked.unit : aggregationFor(instants.from, instants.to);
  const [tab, setTab] = useState(ALL_TAB);
  const [page, setPage] = useState(1);

  const scope = useMemo(() => {
    const { from, to } = toFilterInstants(filters.range);
    if (access.currentSite) return { from, to, site_id: currentSite?.id };
    if (access.filters) return { from, to, seller_id: access.sellerSelect ? (filters.seller ?? undefined) : undefined, site_id: filters.site ?? undefined };
    return { from, to };
  }, [filters, access.currentSite, access.filters, access.sellerSelect, currentSite?.id]);

  const waitingForSite = access.currentSite && !currentSite;
  const [stats] = useQuery({ query: DASHBOARD_STATS_QUERY, variables: { filter: { ...scope, agg_by: unit } }, pause: !access.stats || waitingForSite });
  const [orders] = useQuery({
    query: DASHBOARD_ORDERS_QUERY,
    variables: {
      filter: { ...scope, status: tab === ALL_TAB ? undefined : [tab], offset: (page - 1) * DASHBOARD.ordersPageSize, limit: DASHBOARD.ordersPageSize },
    },
    requestPolicy: 'cache-and-network',
    pause: waitingForSite,
  });

  const change = (next: Partial<DashboardFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };

  return (
    <Page
      title="Dashboard"
      extra={
        <Flex gap={8} wrap align="center">
          {access.filters ? (
            <DashboardFilterPopover access={access} value={filters} onChange={change} />
          ) : (
            <DateRangeFilter value={filters.range} onChange={(range) => change({ range })} />
          )}
          {access.stats && (
            <Segmented<StatsAggregation>
              aria-label="Aggregation"
              value={unit}
              options={STATS_AGGREGATIONS.map((value) => ({ value, label: AGGREGATION_LABEL[value] }))}
              onChange={(value) => setPicked({ rangeKey, unit: value })}
            />
          )}
        </Flex>
      }
    >
      {waitingForSite ? (
        <Alert type="info" showIcon title="Connect a site to see its dashboard" />
      ) : (
        <>
          {access.stats && (
            <section style={{ marginBottom: 16 }}>
              {stats.error ? (
                <Alert type="error" showIcon title={firstErrorMessage(stats.error)} />
              ) : stats.data ? (
                <StatsCharts stats={stats.data.adminStats} unit={stats.data.adminStats.agg_by} />
              ) : (
                <Flex justify="center" style={{ padding: 48 }}>
                  <Spin />
                </Flex>
              )}
            </section>
          )}
          <Card
            size="small"
            title={ORDER_FIGURES.tableTitle}
            extra={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{ORDER_FIGURES.allTabHint}</Typography.Text>}
            style={{ marginBottom: 16 }}
            data-testid="dashboard-orders"
          >
            {orders.error ? <Alert type="error" showIcon title={firstErrorMessage(orders.error)} style={{ marginBottom: 8 }} /> : null}
            <DashboardOrders
              rows={orders.data?.orders.hits ?? []}
              total={orders.data?.orders.count ?? 0}
              aggs={orders.data?.orders.aggs}
              tab={tab}
              page={page}
              loading={orders.fetching}
              supplierColumn={access.supplierColumn}
              onTab={(key) => {
                setTab(key);
                setPage(1);
              }}
              onPage={setPage}
            />
          </Card>
          {access.stats && stats.data && (
            <Card size="small">
              <TopTables products={stats.data.adminStats.top_products} types={stats.data.adminStats.top_product_types} />
            </Card>
          )}
        </>
      )}
    </Page>
  );
}

/** Spec 001 §2: the Administrator's filter popover — seller (hidden when also a Seller), site, date range. */
function DashboardFilterPopover(props: { access: DashboardAccess; value: DashboardFilters; onChange(next: Partial<DashboardFilters>): void }) {
  const { access, value, onChange } = props;
  const active = (value.seller ? 1 : 0) + (value.site ? 1 : 0);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={
        <Form layout="vertical" style={{ width: 320 }}>
          {access.sellerSelect && <SellerSelect value={value.seller} onChange={(seller) => onChange({ seller })} />}
          <SiteSelect value={value.site} onChange={(site) => onChange({ site })} />
          <Form.Item label="Date range">
            <DateRangeFilter value={value.range} onChange={(range) => onChange({ range })} />
          </Form.Item>
          <Flex justify="end">
            <Button onClick={() => onChange({ seller: null, site: null, range: presetRange('Last 30 days') })}>Reset Filter</Button>
          </Flex>
        </Form>
      }
    >
      <Button icon={<FilterOutlined />}>{active ? `Filter (${active})` : 'Filter'}</Button>
    </Popover>
  );
}

function SellerSelect({ value, onChange }: { value: string | null; onChange(seller: string | null): void }) {
  const [sellers] = useQuery({ query: FILTER_SELLERS_QUERY });
  return (
    <Form.Item label="Seller">
      <Select
        aria-label="Seller"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={sellers.fetching}
        value={value ?? undefined}
        options={(sellers.data?.usersByRole ?? []).map((u) => ({ value: u.id, label: personName(u) }))}
        onChange={(seller?: string) => onChange(seller ?? null)}
      />
    </Form.Item>
  );
}

function SiteSelect({ value, onChange }: { value: string | null; onChange(site: string | null): void }) {
  const [sites] = useQuery({ query: FILTER_SITES_QUERY, variables: { filter: { limit: FILTER_SITES_LIMIT } } });
  return (
    <Form.Item label="Site">
      <Select
        aria-label="Site"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={sites.fetching}
        value={value ?? undefined}
        options={(sites.data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.title }))}
        onChange={(site?: string) => onChange(site ?? null)}
      />
    </Form.Item>
  );
}
