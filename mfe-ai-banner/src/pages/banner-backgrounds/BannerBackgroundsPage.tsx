import { Button, Card, Col, Empty, Input, Pagination, Popconfirm, Row, Space, Spin, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Page, Thumbnail, useNotify } from '@pod/platform';
import { BannerCategoryModal } from './BannerCategoryModal';
import { UploadBackgroundsModal } from './UploadBackgroundsModal';
import { imageUrl } from './mediaUrl';
import {
  ALL_BANNER_CATEGORIES_QUERY,
  BACKGROUND_PAGE_SIZE,
  BANNER_CATEGORIES_QUERY,
  BANNERS_QUERY,
  CATEGORY_PAGE_SIZE,
  DELETE_BANNER,
  DELETE_BANNER_CATEGORY,
  type BannerBackground,
  type BannerCategoriesResult,
  type BannerCategoryRow,
  type BannersResult,
} from './queries';

const TILE = 180;

/**
 * /auto-banner/background-management (spec 002 §2.13): banner categories on the left (search,
 * add, edit, delete, view; 10 per page with a size changer), the selected category's
 * backgrounds on the right (add tile, delete, 15 per page).
 */
export function BannerBackgroundsPage() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [catPage, setCatPage] = useState({ page: 1, pageSize: CATEGORY_PAGE_SIZE });
  const [selected, setSelected] = useState<BannerCategoryRow | null>(null);
  const [bgPage, setBgPage] = useState(1);
  const [categoryModal, setCategoryModal] = useState<{ open: boolean; editing: BannerCategoryRow | null }>({ open: false, editing: null });
  const [uploadOpen, setUploadOpen] = useState(false);

  const [categories, refetchCategories] = useQuery<BannerCategoriesResult>({
    query: BANNER_CATEGORIES_QUERY,
    variables: { search: search || undefined, page: catPage.page, pageSize: catPage.pageSize },
  });
  const [allCategories, refetchAllCategories] = useQuery<BannerCategoriesResult>({ query: ALL_BANNER_CATEGORIES_QUERY });
  const [backgrounds, refetchBackgrounds] = useQuery<BannersResult>({
    query: BANNERS_QUERY,
    variables: { categoryID: selected?.id, page: bgPage, pageSize: BACKGROUND_PAGE_SIZE },
    pause: !selected,
  });
  const [, deleteCategory] = useMutation(DELETE_BANNER_CATEGORY);
  const [, deleteBanner] = useMutation(DELETE_BANNER);

  useEffect(() => {
    const error = categories.error ?? backgrounds.error;
    if (error) notify.error(error);
  }, [categories.error, backgrounds.error, notify]);

  const rows = useMemo(() => categories.data?.bannerAllCategory.hits ?? [], [categories.data]);
  // Show the first category's backgrounds until the user views another one.
  useEffect(() => {
    if (!selected && rows.length) setSelected(rows[0]);
  }, [rows, selected]);

  const refreshCategories = () => {
    refetchCategories({ requestPolicy: 'network-only' });
    refetchAllCategories({ requestPolicy: 'network-only' });
  };
  const refreshBackgrounds = () => refetchBackgrounds({ requestPolicy: 'network-only' });

  const view = (row: BannerCategoryRow) => {
    setSelected(row);
    setBgPage(1);
  };

  const onDeleteCategory = async (row: BannerCategoryRow) => {
    const result = await deleteCategory({ id: row.id });
    if (result.error) return notify.error(result.error);
    notify.success('Category deleted');
    if (selected?.id === row.id) setSelected(null);
    if (rows.length === 1 && catPage.page > 1) setCatPage({ ...catPage, page: catPage.page - 1 });
    refreshCategories();
  };

  const onDeleteBackground = async (item: BannerBackground) => {
    const result = await deleteBanner({ id: item.id });
    if (result.error) return notify.error(result.error);
    notify.success('Background deleted');
    const hits = backgrounds.data?.banners.hits ?? [];
    if (hits.length === 1 && bgPage > 1) setBgPage(bgPage - 1);
    refreshBackgrounds();
    refreshCategories();
  };

  const columns: TableColumnsType<BannerCategoryRow> = [
    { title: 'Title', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: 'Backgrounds', dataIndex: 'numberOfBanners', key: 'numberOfBanners', width: 120, align: 'right' },
    {
      title: 'Actions',
      key: 'actions',
      width: 140,
      align: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title="View">
            <Button type="text" icon={<EyeOutlined />} aria-label={`View ${row.title}`} onClick={() => view(row)} />
          </Tooltip>
          <Tooltip title="Edit">
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${row.title}`} onClick={() => setCategoryModal({ open: true, editing: row })} />
          </Tooltip>
          <Popconfirm
            title="Delete this category and its backgrounds?"
            okText="Yes"
            cancelText="No"
            onConfirm={() => onDeleteCategory(row)}
          >
            <Tooltip title="Delete">
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.title}`} />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const items = backgrounds.data?.banners.hits ?? [];
  return (
    <Page title="Background management" bare>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10} xl={9}>
          <Card
            title="Categories"
            extra={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCategoryModal({ open: true, editing: null })}>
                Add category
              </Button>
            }
          >
            <Input.Search
              allowClear
              placeholder="Search..."
              aria-label="Search categories"
              style={{ marginBottom: 12 }}
              onSearch={(value) => {
                setSearch(value.trim());
                setCatPage({ ...catPage, page: 1 });
              }}
            />
            <Table<BannerCategoryRow>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={rows}
              loading={categories.fetching}
              onRow={(row) => ({ onClick: () => view(row), style: { cursor: 'pointer' } })}
              rowClassName={(row) => (row.id === selected?.id ? 'ant-table-row-selected' : '')}
              pagination={{
                current: catPage.page,
                pageSize: catPage.pageSize,
                total: categories.data?.bannerAllCategory.count ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50],
                onChange: (page, pageSize) => setCatPage({ page: pageSize === catPage.pageSize ? page : 1, pageSize }),
              }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14} xl={15}>
          <Card title={selected ? `Backgrounds · ${selected.title}` : 'Backgrounds'}>
            <Spin spinning={backgrounds.fetching}>
              <div
                role="list"
                aria-label="Backgrounds"
                style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${TILE}px, 1fr))`, gap: 12 }}
              >
                <Button
                  type="dashed"
                  style={{ height: TILE, display: 'flex', flexDirection: 'column', gap: 8 }}
                  icon={<PlusOutlined />}
                  onClick={() => setUploadOpen(true)}
                >
                  Add background
                </Button>
                {items.map((item) => (
                  <div role="listitem" key={item.id} aria-label={item.title} style={{ position: 'relative', border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
                    <Thumbnail
                      src={imageUrl(item.imageUrl, '300')}
                      preview={{ src: imageUrl(item.imageUrl, 'auto') }}
                      alt={item.title}
                      width="100%"
                      height={TILE - 32}
                      style={{ objectFit: 'cover' }}
                    />
                    <Space style={{ width: '100%', justifyContent: 'space-between', padding: '4px 8px' }}>
                      <Typography.Text ellipsis style={{ maxWidth: TILE - 60 }} title={item.title}>
                        {item.title}
                      </Typography.Text>
                      <Popconfirm title="Delete this background?" okText="Yes" cancelText="No" onConfirm={() => onDeleteBackground(item)}>
                        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete background ${item.title}`} />
                      </Popconfirm>
                    </Space>
                  </div>
                ))}
              </div>
              {selected && !backgrounds.fetching && !items.length ? (
                <Empty style={{ marginTop: 16 }} description="No backgrounds in this category yet" />
              ) : null}
            </Spin>
            <Pagination
              style={{ marginTop: 16, textAlign: 'right' }}
              align="end"
              current={bgPage}
              pageSize={BACKGROUND_PAGE_SIZE}
              total={backgrounds.data?.banners.count ?? 0}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={setBgPage}
            />
          </Card>
        </Col>
      </Row>
      <BannerCategoryModal
        open={categoryModal.open}
        editing={categoryModal.editing}
        onClose={() => setCategoryModal({ open: false, editing: null })}
        onSaved={(category) => {
          setCategoryModal({ open: false, editing: null });
          if (selected?.id === category.id) setSelected(category);
          refreshCategories();
        }}
      />
      <UploadBackgroundsModal
        open={uploadOpen}
        categories={allCategories.data?.bannerAllCategory.hits ?? []}
        defaultCategoryID={selected?.id ?? null}
        onClose={() => setUploadOpen(false)}
        onUploaded={(categoryID) => {
          const target = allCategories.data?.bannerAllCategory.hits.find((c) => c.id === categoryID);
          if (target && target.id !== selected?.id) view(target);
          refreshBackgrounds();
          refreshCategories();
        }}
      />
    </Page>
  );
}
