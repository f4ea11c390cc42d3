import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { useNotify } from '@pod/platform';
import { CREATE_BANNER_CATEGORY, UPDATE_BANNER_CATEGORY, type BannerCategoryRow } from './queries';

export interface BannerCategoryModalProps {
  open: boolean;
  editing: BannerCategoryRow | null;
  onClose(): void;
  onSaved(category: BannerCategoryRow): void;
}

/** Add or rename a banner category; the title is required ('Please input title!'). */
export function BannerCategoryModal({ open, editing, onClose, onSaved }: BannerCategoryModalProps) {
  const [form] = Form.useForm<{ title: string }>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [, createCategory] = useMutation(CREATE_BANNER_CATEGORY);
  const [, updateCategory] = useMutation(UPDATE_BANNER_CATEGORY);

  useEffect(() => {
    if (open) form.setFieldsValue({ title: editing?.title ?? '' });
  }, [open, editing, form]);

  const save = async () => {
    // Field errors are shown under the inputs; nothing else to do when validation fails.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { title } = values;
    setSaving(true);
    const result = editing ? await updateCategory({ id: editing.id, title: title.trim() }) : await createCategory({ title: title.trim() });
    setSaving(false);
    if (result.error) return notify.error(result.error);
    notify.success(editing ? 'Category updated' : 'Category created');
    onSaved(editing ? result.data.updateBannerCategory : result.data.createBannerCategory);
  };

  return (
    <Modal
      open={open}
      title={editing ? 'Edit category' : 'Add category'}
      okText="Save"
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="banner-category" onFinish={save}>
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please input title!' }]}>
          <Input placeholder="Category title" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
