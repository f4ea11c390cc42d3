import { Descriptions, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { CategoryRow } from './queries';

interface Props {
  category: CategoryRow | null;
  deleting: boolean;
  onCancel(): void;
  onConfirm(category: CategoryRow): void;
}

/** Only the exact title, letter for letter, confirms: a near miss may be another category. */
export function confirmsDelete(category: Pick<CategoryRow, 'title'>, typed: string): boolean {
  return typed === category.title;
}

/**
 * Spec 001 §6: the super-admin's category delete needs an extra confirmation after the
 * simple confirm. A super admin can delete anything, so the modal names the category (title,
 * id, product types filed under it) and they confirm by typing its exact title.
 */
export function SuperAdminDeleteModal({ category, deleting, onCancel, onConfirm }: Props) {
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [category?.id]);
  const matches = !!category && confirmsDelete(category, typed);

  return (
    <Modal
      open={!!category}
      title="Confirm category delete"
      okText="Delete"
      okButtonProps={{ danger: true, disabled: !matches }}
      confirmLoading={deleting}
      onOk={() => category && matches && onConfirm(category)}
      onCancel={onCancel}
      destroyOnHidden
    >
      {category && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            { key: 'title', label: 'Title', children: <Typography.Text strong>{category.title}</Typography.Text> },
            { key: 'id', label: 'ID', children: <Typography.Text code copyable>{category.id}</Typography.Text> },
            { key: 'types', label: 'Product types', children: category.totalProductType },
          ]}
        />
      )}
      <Typography.Paragraph>
        This category will be deleted{category?.totalProductType ? ' and removed from its product types' : ''}. Type its
        title exactly as shown to confirm.
      </Typography.Paragraph>
      <Input aria-label="Category title to confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus />
    </Modal>
  );
}
