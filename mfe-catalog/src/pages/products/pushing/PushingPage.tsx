import { Button, Flex, Popconfirm, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, RedoOutlined } from '@ant-design/icons';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useSubscription } from 'urql';
import { CAMPAIGN_STORE_MESSAGES } from '@pod/contracts';
import { Page, firstErrorMessage, formatDate, useNotify } from '@pod/platform';
import {
  CAMPAIGN_STORES_PAGE_SIZE,
  CAMPAIGN_STORES_QUERY,
  CAMPAIGN_STORE_CHANGED_SUBSCRIPTION,
  DELETE_CAMPAIGN_STORE_MUTATION,
  RETRY_PUSH_MUTATION,
} from '../shared/queries';
import { useProductSite } from '../shared/productSite';
import type { CampaignStoreRow, Page as ListPage } from '../shared/types';
import { ERROR, PUSHED, canDelete, canRetry, shouldRefetch } from './campaignStatus';

interface CampaignStoreChange {
  id: string;
  siteId: string;
  productId: string;
  status: string;
  log: string | null;
  pushedAt: string | null;
}

const siteHref = (domain: string) => (/^https?:\/\//.test(domain) ? domain : `https://${domain}`);

function StatusCell({ row }: { row: CampaignStoreRow }) {
  if (row.status === PUSHED) return <Tag color="success">Pushed</Tag>;
  if (row.status === ERROR)
    return (
      <Flex vertical gap={4} style={{ maxWidth: 360 }}>
        <Tag color="error" style={{ width: 'fit-content' }}>
          Error
        </Tag>
        {row.log && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {row.log}
          </Typography.Text>
        )}
      </Flex>
    );
  return (
    <Space>
      <Spin size="small" aria-label="Pushing" />
      <Typography.Text type="secondary">{row.status}</Typography.Text>
    </Space>
  );
}

/**
 * /products/pushing: the pushes of products to connected stores (spec 002 §2.11, §4). Rows
 * refresh live from `campaignStoreChanged`; sellers see their current site only.
 */
export function PushingPage() {
  const notify = useNotify();
  const { isSeller, currentSite } = useProductSite();
  const [page, setPage] = useState(1);
  const variables = useMemo(
    () => ({
      filter: {
        offset: (page - 1) * CAMPAIGN_STORES_PAGE_SIZE,
        limit: CAMPAIGN_STORES_PAGE_SIZE,
        siteId: isSeller ? currentSite?.id : undefined,
      },
    }),
    [page, isSeller, currentSite?.id],
  );
  const [{ data, fetching, error }, reexecute] = useQuery<{ campaignStores: ListPage<CampaignStoreRow> }>({
    query: CAMPAIGN_STORES_QUERY,
    variables,
    requestPolicy: 'cache-and-network',
    pause: isSeller && !currentSite,
  });
  const [, retryPush] = useMutation(RETRY_PUSH_MUTATION);
  const [, deleteCampaignStore] = useMutation(DELETE_CAMPAIGN_STORE_MUTATION);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  // Live refresh: a change that brings Pushed (spec 002 §4), Error, or touches a shown row.
  const shownIds = useRef<string[]>([]);
  shownIds.current = (data?.campaignStores.hits ?? []).map((r) => r.id);
  const [live] = useSubscription<{ campaignStoreChanged: CampaignStoreChange }>({ query: CAMPAIGN_STORE_CHANGED_SUBSCRIPTION });
  const change = live.data?.campaignStoreChanged;
  const refreshOnChange = useEffectEvent((changed: CampaignStoreChange) => {
    if (shouldRefetch(changed, shownIds.current)) refresh();
  });
  useEffect(() => {
    if (change) refreshOnChange(change);
  }, [change]);

  const onRetry = async (row: CampaignStoreRow) => {
    const result = await retryPush({ id: row.id });
    if (result.error) return notify.error(result.error);
    notify.success('Push queued again');
    refresh();
  };

  const onDelete = async (row: CampaignStoreRow) => {
    const result = await deleteCampaignStore({ id: row.id });
    if (result.error) return notify.error(result.error);
    if (result.data?.deleteCampaignStore === false) return notify.error('The push could not be deleted');
    notify.success(CAMPAIGN_STORE_MESSAGES.deleted);
    if (data && data.campaignStores.hits.length === 1 && page > 1) setPage(page - 1);
    refresh();
  };

  const columns: TableColumnsType<CampaignStoreRow> = [
    {
      title: 'Title',
      key: 'title',
      render: (_, row) => (
        <Flex vertical>
          <Space size={4}>
            <Typography.Text strong>{row.product?.title ?? row.productId}</Typography.Text>
            <Link to={`/products/edit/${row.productId}`} aria-label={`Edit ${row.product?.title ?? row.productId}`}>
              <EditOutlined />
            </Link>
          </Space>
          {row.product?.sku && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              SKU: {row.product.sku}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Site',
      key: 'site',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.site?.title ?? row.siteId}</span>
          {row.site?.domain && (
            <a href={siteHref(row.site.domain)} target="_blank" rel="noreferrer">
              {row.site.domain}
            </a>
          )}
        </Flex>
      ),
    },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => formatDate(d) },
    { title: 'Status', key: 'status', render: (_, row) => <StatusCell row={row} /> },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {canRetry(row.status) && (
            <Tooltip title="Retry">
              <Button type="text" icon={<RedoOutlined />} aria-label={`Retry ${row.product?.title ?? row.productId}`} onClick={() => onRetry(row)} />
            </Tooltip>
          )}
          {canDelete(row.status) && (
            <Popconfirm title="Are you sure to delete?" okText="Yes" cancelText="No" onConfirm={() => onDelete(row)}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.product?.title ?? row.productId}`} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Page title="Pushing Products">
      <Table<CampaignStoreRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.campaignStores.hits ?? []}
        loading={fetching && !data}
        locale={
          isSeller && !currentSite
            ? { emptyText: 'Choose a site in the header to see its pushes' }
            : error
              ? { emptyText: firstErrorMessage(error) }
              : undefined
        }
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: CAMPAIGN_STORES_PAGE_SIZE,
          total: data?.campaignStores.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Page>
  );
}
