import { Button, Drawer, Form, Input, Space } from 'antd';
import { useMutation } from 'urql';
import { useNotify } from '@pod/platform';
import { UPDATE_SITE_MUTATION, type SiteRow } from './queries';

interface Props {
  site: SiteRow | null;
  onClose(): void;
  onSaved(): void;
}

/** Edit Site drawer: only the title changes; the domain is shown read-only (spec 000 §5). */
export function EditSiteDrawer({ site, onClose, onSaved }: Props) {
  const [form] = Form.useForm<{ title: string; domain: string }>();
  const notify = useNotify();
  const [{ fetching }, updateSite] = useMutation(UPDATE_SITE_MUTATION);

  const onFinish = async (values: { title: string }) => {
    if (!site) return;
    const result = await updateSite({ site_id: site.id, title: values.title.trim() });
    if (result.error) return notify.error(result.error);
    notify.success('Site has been updated');
    onSaved();
  };

  return (
    <Drawer
      title="Edit Site"
      placement="right"
      size={440}
      open={!!site}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" loading={fetching} onClick={() => form.submit()}>
            Save
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </Space>
      }
    >
      {site && (
        <Form key={site.id} name="edit_site" form={form} layout="vertical" onFinish={onFinish} initialValues={{ title: site.title, domain: site.domain ?? '' }}>
          <Form.Item name="title" label="Site Name" rules={[{ required: true, whitespace: true, message: 'Please input name!' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="domain" label="Site Url">
            <Input readOnly disabled />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
