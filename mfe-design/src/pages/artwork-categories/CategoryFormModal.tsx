import { Form, Input, Modal, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useMutation } from 'urql';
import { useNotify } from '@pod/platform';
import { parentOptions, type CategoryRow } from './categoryTree';
import { CREATE_ARTWORK_CATEGORY, UPDATE_ARTWORK_CATEGORY } from '../../components/category-tree/queries';

export interface CategoryFormModalProps {
  open: boolean;
  /** The category being edited; null adds a new one. */
  editing: CategoryRow | null;
  /** Pre-selected parent when adding. */
  defaultParentID?: string | null;
  tree: CategoryRow[];
  onClose(): void;
  onSaved(): void;
}

interface FormValues {
  parentID?: string;
  title: string;
}

/** The add/edit modal of spec 002 §2.2: searchable tree select Parent, Title, Cancel and Save. */
export function CategoryFormModal({ open, editing, defaultParentID, tree, onClose, onSaved }: CategoryFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [, createCategory] = useMutation(CREATE_ARTWORK_CATEGORY);
  const [, updateCategory] = useMutation(UPDATE_ARTWORK_CATEGORY);
  const options = useMemo(() => parentOptions(tree, editing?.id), [tree, editing]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? { parentID: editing.parentID ?? undefined, title: editing.title } : { parentID: defaultParentID ?? undefined, title: '' });
  }, [open, editing, defaultParentID, form]);

  const save = async () => {
    // Field errors are shown under the inputs; nothing else to do when validation fails.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const variables = { parentID: values.parentID ?? null, title: values.title.trim() };
    const result = editing ? await updateCategory({ id: editing.id, ...variables }) : await createCategory(variables);
    setSaving(false);
    if (result.error) return notify.error(result.error);
    notify.success(editing ? 'Category updated' : 'Category created');
    onSaved();
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
      <Form form={form} layout="vertical" name="artwork-category" onFinish={save}>
        <Form.Item name="parentID" label="Parent">
          <TreeSelect
            showSearch={{ treeNodeFilterProp: 'title' }}
            allowClear
            treeDefaultExpandAll
            placeholder="No parent (top level)"
            treeData={options}
            aria-label="Parent"
          />
        </Form.Item>
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Category name is required' }]}>
          <Input placeholder="Category name" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
