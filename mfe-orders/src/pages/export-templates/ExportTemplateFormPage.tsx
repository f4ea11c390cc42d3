import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Select, Skeleton, Space } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { Page, firstErrorMessage, showFieldErrors, useNotify, usePlatform, useUnsavedChanges } from '@pod/platform';
import { ColumnsEditor } from './ColumnsEditor';
import {
  CREATE_EXPORT_TEMPLATE_MUTATION,
  DEFAULT_EXPORT_COLUMNS_QUERY,
  EXPORT_TEMPLATE_QUERY,
  SUPPLIERS_QUERY,
  TEMPLATE_LIMITS,
  UPDATE_EXPORT_TEMPLATE_MUTATION,
} from './queries';
import { initialValues, modeOf, personName, toTemplateInput, type TemplateValues } from './templateForm';

const LIST = '/export-templates';

const TITLES = { add: 'New Export Template', edit: 'Edit Export Template', clone: 'Clone Export Template' } as const;
/** Spec 001 §8. */
const SUCCESS = { add: 'Export template successfully created!', edit: 'Export template successfully updated!', clone: 'Clone template successfully!' } as const;

/**
 * /export-templates/add, /export-templates/edit/:id and /export-templates/clone/:id: a name and
 * an ordered list of columns. A clone is a new template (the acting user its author) that starts
 * from another one's columns. An Administrator writing their own template also picks which
 * suppliers it is for (spec 001 §6: the screen loads the Supplier users); none = everyone.
 */
export default function ExportTemplateFormPage() {
  const { id } = useParams<{ id: string }>();
  const mode = modeOf(useLocation().pathname);
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = usePlatform();
  const isAdmin = !!user && (user.is_supper_admin || user.roles.includes(ROLES.Administrator));
  const [form] = Form.useForm<TemplateValues>();

  const [template] = useQuery({ query: EXPORT_TEMPLATE_QUERY, variables: { id: id ?? '' }, pause: mode === 'add' || !id, requestPolicy: 'network-only' });
  const [defaults] = useQuery({ query: DEFAULT_EXPORT_COLUMNS_QUERY });
  const existing = template.data?.exportTemplate ?? null;
  // The supplier choice belongs to an Administrator's own template: a new one, a clone, or one they wrote.
  const withSuppliers = isAdmin && (mode !== 'edit' || (!!existing?.shared && existing.author_id === user?.id));
  const [suppliers] = useQuery({ query: SUPPLIERS_QUERY, pause: !withSuppliers });
  const [createState, createTemplate] = useMutation(CREATE_EXPORT_TEMPLATE_MUTATION);
  const [updateState, updateTemplate] = useMutation(UPDATE_EXPORT_TEMPLATE_MUTATION);

  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const initial = useMemo(() => initialValues(mode, existing), [mode, existing]);

  const onFinish = async (values: TemplateValues) => {
    const input = toTemplateInput(values, withSuppliers);
    const result = mode === 'edit' && id ? await updateTemplate({ id, input }) : await createTemplate({ input });
    if (result.error) {
      if (!showFieldErrors(form, result.error)) notify.error(result.error);
      return;
    }
    notify.success(SUCCESS[mode]);
    release();
    navigate(LIST);
  };

  const title = TITLES[mode];
  if (mode !== 'add') {
    if (template.error) return <Page title={title} back={LIST}><Alert type="error" showIcon title={firstErrorMessage(template.error)} /></Page>;
    if (template.fetching || !template.data) return <Page title={title} back={LIST}><Skeleton active /></Page>;
    if (!existing) return <Page title={title} back={LIST}><Alert type="warning" showIcon title="Export template not found" /></Page>;
  }
  // The server refuses too; the page says why instead of letting Save fail.
  const readOnly = mode === 'edit' && !existing?.can_edit;

  return (
    <Page title={title} back={LIST}>
      {readOnly ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Only the author or an Administrator can edit this template. Clone it to make your own copy." />
      ) : null}
      {defaults.error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={firstErrorMessage(defaults.error)} /> : null}
      <Form<TemplateValues>
        key={existing?.id ?? 'new'}
        name="export_template_form"
        form={form}
        layout="vertical"
        style={{ maxWidth: 1000 }}
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={() => setDirty(true)}
        disabled={readOnly}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Template name is required.' }]}
          style={{ maxWidth: 480 }}
        >
          <Input maxLength={TEMPLATE_LIMITS.name} placeholder="Template name" />
        </Form.Item>
        {withSuppliers ? (
          <Form.Item name="supplier_ids" label="Suppliers" extra="Leave empty to share with every seller and supplier." style={{ maxWidth: 480 }}>
            <Select
              mode="multiple"
              allowClear
              placeholder="All sellers and suppliers"
              loading={suppliers.fetching}
              showSearch={{ optionFilterProp: 'label' }}
              options={(suppliers.data?.usersByRole ?? []).map((s) => ({ value: s.id, label: personName(s) || s.id }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="Columns" required>
          <ColumnsEditor form={form} defaults={defaults.data?.defaultExportColumns ?? []} disabled={readOnly} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={createState.fetching || updateState.fetching}>
            Save
          </Button>
          <Button disabled={false} onClick={() => navigate(LIST)}>
            Cancel
          </Button>
        </Space>
      </Form>
    </Page>
  );
}
