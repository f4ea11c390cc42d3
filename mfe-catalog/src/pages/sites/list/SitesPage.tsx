import { Button, Popconfirm, Radio, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckCircleOutlined, CloudDownloadOutlined, DeleteOutlined, EditOutlined, NodeIndexOutlined, PlusOutlined, SettingOutlined, SyncOutlined } from '@ant-design/icons';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useSubscription } from 'urql';
import { ROLES } from '@pod/contracts';
import { IdText, Page, useCan, useNotify, usePlatform } from '@pod/platform';
import { EditSiteDrawer } from './EditSiteDrawer';
import { NewSiteDrawer } from './NewSiteDrawer';
import { PlatformLogo } from './PlatformLogo';
import {
  DELETE_SITE_MUTATION,
  RECONNECT_SITE_MUTATION,
  SELLERS_QUERY,
  SITE_CHANGED_SUBSCRIPTION,
  SITES_PAGE_SIZE,
  SITES_QUERY,
  type SellerOption,
  type SiteRow,
  type SitesResult,
} from './queries';
import { siteHref } from './siteUrl';
import { FETCH_PRODUCT_VARIANTS_MUTATION } from '../mapping/queries';

type VerifiedFilter = 'all' | 'connected' | 'pending';

const personName = (u: { first_name: string | null; last_name: string | null } | null) =>
  u ? [u.first_name, u.last_name].filter(Boolean).join(' ') : '';

/**
 * Query keys of a return from a store's authorisation: WooCommerce appends success=1|0 and
 * user_id to its return_url; our OAuth callbacks add connect_error when connecting failed.
 */
const RETURN_KEYS = ['success', 'user_id', 'connect_error'];
const NOT_APPROVED = 'The connection was not approved on the store';

/**
 * /sites: connected shops. Sellers see their own; staff filter by seller. Supporters read
 * only (no Actions column, no New Site).
 */
export function SitesPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = usePlatform();
  const canWrite = useCan('sites.write');
  const canReadAll = useCan('sites.readAll');
  const isSeller = !!user?.roles.includes(ROLES.Seller);
  const [params, setParams] = useSearchParams();

  const [page, setPage] = useState(1);
  const [verified, setVerified] = useState<VerifiedFilter>('all');
  const [sellerId, setSellerId] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SiteRow | null>(null);

  // A seller's list is their own sites (spec 001 §6); the server scopes it as well.
  const ownerFilter = canReadAll && !isSeller ? sellerId : user?.id;
  const variables = useMemo(
    () => ({
      filter: {
        offset: (page - 1) * SITES_PAGE_SIZE,
        limit: SITES_PAGE_SIZE,
        verified: verified === 'all' ? undefined : verified === 'connected',
        user_id: ownerFilter,
      },
    }),
    [page, verified, ownerFilter],
  );
  const [{ data, fetching, error }, reexecute] = useQuery<SitesResult>({ query: SITES_QUERY, variables, requestPolicy: 'cache-and-network' });
  const [sellers] = useQuery<{ usersByRole: SellerOption[] }>({ query: SELLERS_QUERY, variables: {}, pause: !canReadAll || isSeller });
  const [, reconnectSite] = useMutation(RECONNECT_SITE_MUTATION);
  const [, deleteSite] = useMutation(DELETE_SITE_MUTATION);
  const [fetchingVariants, fetchProductVariants] = useMutation(FETCH_PRODUCT_VARIANTS_MUTATION);

  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  // Connected / Pending as users-sites knows it now (a reconnect, or a store refusing the site's keys).
  const [live] = useSubscription<{ siteChanged: { id: string; occurred_at: string } }>({ query: SITE_CHANGED_SUBSCRIPTION });
  // Effects run on their own triggers; a new `refresh` each render is not one of them.
  const refreshFromEffect = useEffectEvent(refresh);
  useEffect(() => {
    if (live.data) refreshFromEffect();
  }, [live.data]);

  // Back from a platform's authorisation page: say how it went, refetch, clean the address.
  const reportReturn = useEffectEvent((params: URLSearchParams) => {
    const success = params.get('success');
    const failure = params.get('connect_error');
    if (success === null && failure === null) return;
    if (failure) notify.error(failure);
    else if (success === '1' || success === 'true') notify.success('Create site successful');
    else notify.error(NOT_APPROVED);
    refresh();
    const next = new URLSearchParams(params);
    RETURN_KEYS.forEach((k) => next.delete(k));
    setParams(next, { replace: true });
  });
  useEffect(() => reportReturn(params), [params]);

  const onReconnect = async (site: SiteRow) => {
    const result = await reconnectSite({ id: site.id });
    if (result.error) return notify.error(result.error);
    window.location.assign(result.data.reconnectSite);
  };

  const onFetchVariants = async (site: SiteRow) => {
    const result = await fetchProductVariants({ site_id: site.id });
    if (result.error) {
      // a store that refused the site's keys leaves it Pending: show the row as it is now
      refresh();
      return notify.error(result.error);
    }
    notify.success('Success');
  };

  const onDelete = async (site: SiteRow) => {
    const result = await deleteSite({ id: site.id });
    if (result.error) return notify.error(result.error);
    notify.success('Site has been disabled');
    if (data && data.sites.hits.length === 1 && page > 1) setPage(page - 1);
    refresh();
  };

  const columns: TableColumnsType<SiteRow> = [
    {
      title: 'ID',
      dataIndex: 'id',
      key: 'id',
      render: (id: string) => <IdText id={id} />,
    },
    { title: 'Site Name', dataIndex: 'title', key: 'title' },
    {
      title: 'Site Url',
      dataIndex: 'domain',
      key: 'domain',
      render: (domain: string | null) =>
        domain ? (
          <a href={siteHref(domain)} target="_blank" rel="noreferrer">
            {domain}
          </a>
        ) : null,
    },
    { title: 'Platform', dataIndex: 'platform', key: 'platform', render: (p: string) => <PlatformLogo platform={p} /> },
    { title: 'User', key: 'user', render: (_, site) => personName(site.user) },
    {
      title: 'Status',
      key: 'status',
      render: (_, site) =>
        site.verified ? (
          <Tag color="success" icon={<CheckCircleOutlined />}>
            Connected
          </Tag>
        ) : (
          <Space size={4}>
            <Tag color="warning">Pending</Tag>
            {canWrite && site.platform !== 'import' && site.user?.id === user?.id && (
              <Tooltip title="Reconnect: authorise the app on the store again">
                <Button type="text" size="small" icon={<SyncOutlined />} aria-label={`Reconnect ${site.title}`} onClick={() => onReconnect(site)} />
              </Tooltip>
            )}
          </Space>
        ),
    },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, site) => (
        <Space size={0}>
          <Tooltip title="Edit site">
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${site.title}`} onClick={() => setEditing(site)} />
          </Tooltip>
          <Tooltip title="Settings">
            <Button type="text" icon={<SettingOutlined />} aria-label={`Settings of ${site.title}`} onClick={() => navigate(`/sites/${site.id}/settings`)} />
          </Tooltip>
          {site.verified && site.platform !== 'import' && (
            <Tooltip title="Fetch product variants">
              <Button
                type="text"
                icon={<CloudDownloadOutlined />}
                aria-label={`Fetch product variants of ${site.title}`}
                loading={fetchingVariants.fetching && fetchingVariants.operation?.variables?.site_id === site.id}
                onClick={() => onFetchVariants(site)}
              />
            </Tooltip>
          )}
          {/* store mapping is the seller's own (spec 001 §1 route table) */}
          {isSeller && site.verified && site.platform !== 'import' && site.user?.id === user?.id && (
            <Tooltip title="Map store products">
              <Button type="text" icon={<NodeIndexOutlined />} aria-label={`Map products of ${site.title}`} onClick={() => navigate(`/sites/${site.id}/mapping-products`)} />
            </Tooltip>
          )}
          <Popconfirm title="Are you sure to disable this site?" okText="Yes" cancelText="No" onConfirm={() => onDelete(site)}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${site.title}`} />
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <Page
      title="Sites"
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            New Site
          </Button>
        )
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Radio.Group
          aria-label="Connection status"
          optionType="button"
          value={verified}
          onChange={(e) => {
            setVerified(e.target.value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'All' },
            { value: 'connected', label: 'Connected' },
            { value: 'pending', label: 'Pending' },
          ]}
        />
        {canReadAll && !isSeller && (
          <Select
            aria-label="Seller"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="All sellers"
            style={{ width: 240 }}
            loading={sellers.fetching}
            value={sellerId}
            onChange={(v) => {
              setSellerId(v);
              setPage(1);
            }}
            options={(sellers.data?.usersByRole ?? []).map((s) => ({ value: s.id, label: personName(s) || s.id }))}
          />
        )}
      </Space>
      <Table<SiteRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.sites.hits ?? []}
        loading={fetching}
        locale={error ? { emptyText: error.graphQLErrors[0]?.message ?? error.message } : undefined}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: SITES_PAGE_SIZE,
          total: data?.sites.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <NewSiteDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          refresh();
        }}
      />
      <EditSiteDrawer
        site={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Page>
  );
}
