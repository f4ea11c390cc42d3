import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { Page, firstErrorMessage, formatDateTime, useNotify, usePlatform } from '@pod/platform';
import { useDebouncedValue } from '../customers/list/useDebouncedValue';
import { ExportTemplateViewModal } from './ExportTemplateViewModal';
import {
  DELETE_EXPORT_TEMPLATE_MUTATION,
  EXPORT_TEMPLATES_PAGE_SIZE,
  EXPORT_TEMPLATES_QUERY,
  SUPPLIERS_QUERY,
  TEMPLATE_SEARCH_DEBOUNCE_MS,
  type ExportTemplateRow,
} from './queries';
import { personName, sharedWithText } from './templateForm';

/**
 * /export-templates (spec 001 §2): search by name, 20 per page, view (modal), clone, and — for
 * the author or an Administrator only (`can_edit`, checked again by the server) — edit and
 * delete. An Administrator also filters by supplier (spec 001 §6: the Supplier users loaded on
 * this screen) and sees who each template is shared with. Search, author and page live in the
 * query string so coming back from a form restores them.
 */
export default function ExportTemplatesPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = usePlatform();
  const isAdmin = !!user && (user.is_supper_admin || user.roles.includes(ROLES.Administrator));
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const authorId = params.get('author') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed, TEMPLATE_SEARCH_DEBOUNCE_MS);
  const [viewing, setViewing] = useState<ExportTemplateRow | null>(null);

  const setParam = (name: string, value: string | null, keepPage = false) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (!keepPage) next.delete('page');
    setParams(next, { replace: !keepPage });
  };

  // A new search starts again at page 1.
  const applySearch = useEffectEvent((typedSearch: string) => {
    if (typedSearch.trim() !== search) setParam('search', typedSearch.trim() || null);
  });
  useEffect(() => applySearch(debounced), [debounced]);

  const variables = useMemo(
    () => ({
      filter: {
        name: search || undefined,
        author_id: authorId || undefined,
        offset: (page - 1) * EXPORT_TEMPLATES_PAGE_SIZE,
        limit: EXPORT_TEMPLATES_PAGE_SIZE,
      },
    }),
    [search, authorId, page],
  );
  const [{ data, fetching, error }, reexecute] = useQuery({ query: EXPORT_TEMPLATES_QUERY, variables, requestPolicy: 'cache-and-network' });
  const [suppliers] = useQuery({ query: SUPPLIERS_QUERY, pause: !isAdmin });
  const [, deleteTemplate] = useMutation(DELETE_EXPORT_TEMPLATE_MUTATION);

  const remove = async (template: ExportTemplateRow) => {
    const result = await deleteTemplate({ id: template.id });
    if (result.error) return notify.error(result.error);
    if (!result.data?.deleteExportTemplate) return notify.error('The export template could not be deleted');
    notify.success('Delete success!');
    // The last row of a page went: show the page before it.
    if (data && data.exportTemplates.hits.length === 1 && page > 1) setParam('page', String(page - 1), true);
    reexecute({ requestPolicy: 'network-only' });
  };

  const columns: TableColumnsType<ExportTemplateRow> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, template) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(template)}>
          {template.name}
        </Button>
      ),
    },
    { title: 'Author', key: 'author', render: (_, template) => personName(template.author) || template.author_id },
    { title: 'Columns', key: 'columns', width: 100, render: (_, template) => template.data.length },
    ...(isAdmin ? [{ title: 'Shared with', key: 'shared', render: (_: unknown, template: ExportTemplateRow) => sharedWithText(template) }] : []),
    { title: 'Updated', key: 'updated_at', width: 180, render: (_, template) => formatDateTime(template.updated_at) },
    {
      title: 'Action',
      key: 'action',
      width: 180,
      render: (_, template) => (
        <Space size={0}>
          <Tooltip title="View">
            <Button type="text" icon={<EyeOutlined />} aria-label={`View ${template.name}`} onClick={() => setViewing(template)} />
          </Tooltip>
          <Tooltip title="Clone">
            <Button type="text" icon={<CopyOutlined />} aria-label={`Clone ${template.name}`} onClick={() => navigate(`/export-templates/clone/${template.id}`)} />
          </Tooltip>
          {template.can_edit ? (
            <>
              <Tooltip title="Edit">
                <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${template.name}`} onClick={() => navigate(`/export-templates/edit/${template.id}`)} />
              </Tooltip>
              <Popconfirm title="Are you sure delete this template?" okText="Yes" cancelText="No" onConfirm={() => remove(template)}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${template.name}`} />
              </Popconfirm>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Page
      title="Export templates"
      extra={
        <Space wrap>
          {isAdmin ? (
            <Select
              allowClear
              aria-label="Filter by supplier"
              placeholder="All authors"
              style={{ width: 220 }}
              value={authorId || undefined}
              loading={suppliers.fetching}
              showSearch={{ optionFilterProp: 'label' }}
              options={(suppliers.data?.usersByRole ?? []).map((s) => ({ value: s.id, label: personName(s) || s.id }))}
              onChange={(value?: string) => setParam('author', value ?? null)}
            />
          ) : null}
          <Input.Search
            allowClear
            aria-label="Search templates"
            placeholder="Search template name"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => setTyped(value)}
            style={{ width: 260 }}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/export-templates/add')}>
            Add New
          </Button>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon title={firstErrorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      <Table<ExportTemplateRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.exportTemplates.hits ?? []}
        loading={fetching}
        locale={{ emptyText: search ? `No export templates match "${search}"` : 'No export templates yet' }}
        pagination={{
          current: page,
          pageSize: EXPORT_TEMPLATES_PAGE_SIZE,
          total: data?.exportTemplates.count ?? 0,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
          onChange: (next) => setParam('page', next > 1 ? String(next) : null, true),
        }}
      />
      <ExportTemplateViewModal template={viewing} onClose={() => setViewing(null)} />
    </Page>
  );
}
