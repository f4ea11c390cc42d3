import { Button, Input, Space, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CopyOutlined, EditOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { Page, Thumbnail, firstErrorMessage, formatDate, useCan } from '@pod/platform';
import { PRODUCTS_PAGE_SIZE, PRODUCTS_QUERY } from '../shared/queries';
import { imageSrc } from '../shared/media';
import type { Page as ListPage, ProductRow } from '../shared/types';

/** Where a site's domain links to (shop domains of Shopify have no scheme). */
const siteHref = (domain: string) => (/^https?:\/\//.test(domain) ? domain : `https://${domain}`);

/**
 * /products: the products of the seller's current site (staff: all), 20 per page, searchable
 * by title, SKU and id; edit and clone for those who may write products.
 */
export function ProductsPage() {
  const navigate = useNavigate();
  const canWrite = useCan('products.write');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const variables = useMemo(
    () => ({ filter: { search: search || undefined, offset: (page - 1) * PRODUCTS_PAGE_SIZE, limit: PRODUCTS_PAGE_SIZE } }),
    [page, search],
  );
  const [{ data, fetching, error }] = useQuery<{ products: ListPage<ProductRow> }>({
    query: PRODUCTS_QUERY,
    variables,
    requestPolicy: 'cache-and-network',
  });

  const columns: TableColumnsType<ProductRow> = [
    {
      title: 'Image',
      key: 'image',
      width: 80,
      render: (_, p) =>
        p.images[0] ? (
          <Thumbnail src={imageSrc(p.images[0], '100')} alt={p.title} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <PictureOutlined aria-label="No image" style={{ fontSize: 32, color: '#ccc' }} />
        ),
    },
    {
      title: 'Title',
      key: 'title',
      render: (_, p) => (
        <Space vertical size={0}>
          <Typography.Text strong>{p.title}</Typography.Text>
          <Typography.Text type="secondary" copyable={{ text: p.id }} style={{ fontSize: 12 }}>
            ID: {p.id}
          </Typography.Text>
        </Space>
      ),
    },
    { title: 'SKU', dataIndex: 'sku', key: 'sku', render: (sku: string | null) => sku ?? '' },
    {
      title: 'Site',
      key: 'site',
      render: (_, p) =>
        p.site ? (
          <Space vertical size={0}>
            <span>{p.site.title}</span>
            {p.site.domain && (
              <a href={siteHref(p.site.domain)} target="_blank" rel="noreferrer">
                {p.site.domain}
              </a>
            )}
          </Space>
        ) : (
          p.site_id
        ),
    },
    { title: 'Created', dataIndex: 'created_at', key: 'created_at', render: (d: string) => formatDate(d) },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, p) => (
        <Space size={0}>
          <Tooltip title="Edit">
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${p.title}`} onClick={() => navigate(`/products/edit/${p.id}`)} />
          </Tooltip>
          <Tooltip title="Clone">
            <Button
              type="text"
              icon={<CopyOutlined />}
              aria-label={`Clone ${p.title}`}
              onClick={() => navigate(`/products/clone/${p.id}/${p.product_type_ids.join(',')}`)}
            />
          </Tooltip>
        </Space>
      ),
    });
  }

  return (
    <Page
      title="Products"
      extra={
        <>
          <Input.Search
            aria-label="Search products"
            placeholder="Search title, SKU or ID"
            allowClear
            style={{ width: 280 }}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
          />
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/products/add/step1')}>
              Add product
            </Button>
          )}
        </>
      }
    >
      <Table<ProductRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.products.hits ?? []}
        loading={fetching}
        locale={error ? { emptyText: firstErrorMessage(error) } : undefined}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PRODUCTS_PAGE_SIZE,
          total: data?.products.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Page>
  );
}
