import { useState } from 'react';
import { Alert, Button, Form, Input, Radio, Skeleton, Space } from 'antd';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Page, showFieldErrors, useGoBack, useNotify, useUnsavedChanges } from '@pod/platform';
import {
  CATEGORY_BY_ID_QUERY,
  CREATE_CATEGORY_MUTATION,
  UPDATE_CATEGORY_MUTATION,
  type CategoryValues,
} from './queries';

const LIST = '/admin/categories';

/**
 * /admin/category/add and /admin/category/edit/:id. Save and Cancel both go back one page
 * (spec 001 routes); a form opened directly, with nothing to go back to, goes to the list.
 */
export function CategoryFormPage() {
  const { id } = useParams<{ id: string }>();
  const notify = useNotify();
  const [form] = Form.useForm<CategoryValues>();
  const [{ data, fetching, error }] = useQuery({
    query: CATEGORY_BY_ID_QUERY,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
  });
  const [createState, createCategory] = useMutation(CREATE_CATEGORY_MUTATION);
  const [updateState, updateCategory] = useMutation(UPDATE_CATEGORY_MUTATION);

  const goBack = useGoBack(LIST);
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);

  const onFinish = async (values: CategoryValues) => {
    const input = { title: (values.title ?? '').trim(), description: values.description?.trim() || null, status: values.status };
    const result = id ? await updateCategory({ id, input }) : await createCategory({ input });
    if (result.error) {
      // A refusal about the title ("Category already exists") shows under the field.
      if (!showFieldErrors(form, result.error)) notify.error(result.error);
      return;
    }
    notify.success('Catygory has been created or updated');
    release();
    goBack();
  };

  const title = id ? 'Edit Category' : 'Add Category';
  if (id && error) return <Page title={title} back><Alert type="error" showIcon title={error.graphQLErrors[0]?.message ?? error.message} /></Page>;
  if (id && (fetching || !data)) return <Page title={title} back><Skeleton active /></Page>;

  const category = data?.categoryById;
  return (
    <Page title={title} back>
      <Form<CategoryValues>
        key={category?.id ?? 'new'}
        name="category_form"
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ title: category?.title ?? '', description: category?.description ?? '', status: category?.status ?? true }}
        onFinish={onFinish}
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please input title' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Radio.Group
            options={[
              { value: true, label: 'Active' },
              { value: false, label: 'Inactive' },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={createState.fetching || updateState.fetching}>
            Save
          </Button>
          <Button onClick={goBack}>Cancel</Button>
        </Space>
      </Form>
    </Page>
  );
}
