import { Button, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { AppstoreOutlined, EditOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { Page, Thumbnail, mediaImageUrl, useCan } from '@pod/platform';
import {
  PRODUCT_TYPE_LOAD_LIMIT,
  PRODUCT_TYPES_PAGE_SIZE,
  PRODUCT_TYPES_QUERY,
  type ProductTypeRow,
  type ProductTypesResult,
} from './queries';

type StateFilter = 'all' | 'active' | 'inactive';

const ICON_LINK = { display: 'inline-block', padding: '4px 8px' };

/**
 * /admin/product-types and /product-types: the provider's product types. Everyone with the
 * route searches and reads; productTypes.write holders (Administrator, Listing) also get Add,
 * the state filter, and the edit and variants links. Readers see active types only.
 */
export function ProductTypesPage() {
  const navigate = useNavigate();
  const canWrite = useCan('productTypes.write');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);

  const status = canWrite ? (state === 'all' ? undefined : state) : 'active';
  const variables = useMemo(
    () => ({ filter: { search: search || undefined, status, limit: PRODUCT_TYPE_LOAD_LIMIT } }),
    [search, status],
  );
  const [{ data, fetching, error }] = useQuery<ProductTypesResult>({
    query: PRODUCT_TYPES_QUERY,
    variables,
    requestPolicy: 'cache-and-network',
  });

  const columns: TableColumnsType<ProductTypeRow> = [
    {
      title: 'Image',
      key: 'image',
      width: 88,
      render: (_, type) =>
        type.images[0] ? (
          <Thumbnail src={mediaImageUrl(type.images[0], '100')} alt={type.title} width={56} height={56} style={{ objectFit: 'cover' }} />
        ) : (
          <PictureOutlined aria-label="No image" style={{ fontSize: 32, color: '#bfbfbf' }} />
        ),
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'SKU', dataIndex: 'sku', key: 'sku' },
    {
      title: 'Categories',
      key: 'categories',
      render: (_, type) => type.categories.map((c) => <Tag key={c.id}>{c.title}</Tag>),
    },
    { title: 'Variants', key: 'variants', width: 100, render: (_, type) => type.product_type_variants.length },
    {
      title: 'State',
      dataIndex: 'state',
      key: 'state',
      width: 110,
      render: (value: string) => <Tag color={value === 'active' ? 'success' : 'default'}>{value === 'active' ? 'Active' : 'Inactive'}</Tag>,
    },
  ];
  if (canWrite) {
    columns.push({
      title: 'Action',
      key: 'action',
      width: 120,
      render: (_, type) => (
        <Space size={4}>
          <Tooltip title="Edit">
            <Link to={`/admin/product-types/edit/${type.id}`} aria-label={`Edit ${type.title}`} style={ICON_LINK}>
              <EditOutlined />
            </Link>
          </Tooltip>
          <Tooltip title="Variants">
            <Link to={`/admin/product-types/${type.id}/variants`} aria-label={`Variants of ${type.title}`} style={ICON_LINK}>
              <AppstoreOutlined />
            </Link>
          </Tooltip>
        </Space>
      ),
    });
  }

  return (
    <Page
      title="Product Types"
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/product-types/add')}>
            Add
          </Button>
        )
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          aria-label="Search product types"
          placeholder="Search by title or SKU"
          allowClear
          style={{ width: 320 }}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        {canWrite && (
          <Select<StateFilter>
            aria-label="State"
            style={{ width: 140 }}
            value={state}
            onChange={(value) => {
              setState(value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All states' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
          />
        )}
      </Space>
      <Table<ProductTypeRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.productTypes.hits ?? []}
        loading={fetching}
        locale={error ? { emptyText: error.graphQLErrors[0]?.message ?? error.message } : undefined}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PRODUCT_TYPES_PAGE_SIZE, showSizeChanger: false, onChange: setPage }}
      />
    </Page>
  );
}
