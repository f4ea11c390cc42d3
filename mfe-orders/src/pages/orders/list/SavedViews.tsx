import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from 'urql';
import { useNotify } from '@pod/platform';
import { DELETE_ORDER_VIEW, SAVED_ORDER_VIEWS_QUERY, SAVE_ORDER_VIEW } from './queries';

/** saveOrderView's bound on a name (order-list.graphql). */
const MAX_VIEW_NAME = 100;

/**
 * Saved views (issue 12): the current filters under a name, personal to the signed-in user (the
 * server keeps them per user). Picking one restores its query string; the view whose query is
 * the current one shows as picked and can be deleted.
 */
export function SavedViews(props: { currentQuery: string; onPick(query: string): void }) {
  const { currentQuery, onPick } = props;
  const notify = useNotify();
  const [{ data }, reload] = useQuery({ query: SAVED_ORDER_VIEWS_QUERY });
  const [saving, save] = useMutation(SAVE_ORDER_VIEW);
  const [deleting, remove] = useMutation(DELETE_ORDER_VIEW);
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const views = data?.savedOrderViews ?? [];
  const picked = views.find((view) => view.query === currentQuery);
  const refresh = () => reload({ requestPolicy: 'network-only' });

  const onSave = async ({ name }: { name: string }) => {
    const result = await save({ name: name.trim(), query: currentQuery });
    if (result.error) return notify.error(result.error);
    notify.success(`View "${name.trim()}" saved`);
    setNaming(false);
    form.resetFields();
    refresh();
  };

  const onDelete = async () => {
    if (!picked) return;
    const result = await remove({ id: picked.id });
    if (result.error) return notify.error(result.error);
    notify.success(`View "${picked.name}" deleted`);
    refresh();
  };

  return (
    <Space.Compact>
      <Select
        aria-label="Saved views"
        placeholder="Saved views"
        style={{ width: 200 }}
        value={picked?.id}
        options={views.map((view) => ({ value: view.id, label: view.name }))}
        notFoundContent="No saved views yet"
        onChange={(id: string) => {
          const view = views.find((v) => v.id === id);
          if (view) onPick(view.query);
        }}
      />
      <Button icon={<SaveOutlined />} onClick={() => setNaming(true)}>
        Save view
      </Button>
      <Button icon={<DeleteOutlined />} aria-label="Delete view" disabled={!picked} loading={deleting.fetching} onClick={onDelete} />
      <Modal
        title="Save the current filters"
        open={naming}
        okText="Save"
        confirmLoading={saving.fetching}
        onOk={() => form.submit()}
        onCancel={() => setNaming(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={onSave}>
          <Form.Item
            name="name"
            label="View name"
            rules={[
              { required: true, whitespace: true, message: 'View name can\'t be blank.' },
              { max: MAX_VIEW_NAME, message: `View name max ${MAX_VIEW_NAME} character` },
            ]}
          >
            <Input autoFocus maxLength={MAX_VIEW_NAME} />
          </Form.Item>
        </Form>
      </Modal>
    </Space.Compact>
  );
}
