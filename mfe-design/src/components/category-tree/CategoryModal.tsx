import { Form, Input, Modal, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useNotify } from '@pod/platform';
import { parentOptions, type CategoryInput, type CategoryKind, type CategoryTreeNode } from './model';

export interface CategoryModalProps {
  kind: CategoryKind;
  /** The category being edited; null adds one. */
  editing: CategoryTreeNode | null;
  /** Pre-selected Parent when adding. */
  parentID: string | null;
  tree: readonly CategoryTreeNode[];
  /**
   * The Title's required message: the tree panel's 'Please input title!' unless the caller's
   * screen has its own (spec 002 §5: 'Category name is required' on /artworks/categories).
   */
  titleRequiredMessage?: string;
  /** Rejects (with the server's error) to keep the modal open. */
  onSave(input: CategoryInput): Promise<void>;
  onClose(): void;
}

interface FormValues {
  parentID?: string;
  title: string;
}

/**
 * The add/edit category modal (spec 002 §2.2) of the tree panel and of /artworks/categories:
 * 'Add category' / 'Edit category', a searchable tree select Parent (a category cannot move
 * under itself or past 9 levels), Title, Cancel and Save. Mounted only while open, so every
 * opening starts from the initial values.
 */
export function CategoryModal({ kind, editing, parentID, tree, titleRequiredMessage = 'Please input title!', onSave, onClose }: CategoryModalProps) {
  const [form] = Form.useForm<FormValues>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const options = useMemo(() => parentOptions(kind, tree, editing), [kind, tree, editing]);

  const save = async () => {
    // Field errors show under the inputs; nothing else to do when validation fails.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await onSave({ parentID: values.parentID ?? null, title: values.title.trim() });
      notify.success(editing ? 'Category updated' : 'Category created');
      onClose();
    } catch (err) {
      notify.error(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={editing ? 'Edit category' : 'Add category'}
      okText="Save"
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name={`${kind}-category-tree-form`}
        onFinish={save}
        initialValues={{ parentID: (editing ? editing.parentID : parentID) ?? undefined, title: editing?.title ?? '' }}
      >
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
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: titleRequiredMessage }]}>
          <Input placeholder="Title" maxLength={255} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
