import { Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { CategoryRow } from './queries';

interface Props {
  category: CategoryRow | null;
  deleting: boolean;
  onCancel(): void;
  onConfirm(category: CategoryRow): void;
}

/**
 * Spec 001 §6: the super-admin's category delete needs an extra confirmation after the
 * simple confirm. A super admin can delete anything, so they confirm by typing the title
 * of the category; the Delete button stays disabled until it matches.
 */
export function SuperAdminDeleteModal({ category, deleting, onCancel, onConfirm }: Props) {
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [category?.id]);
  const matches = !!category && typed.trim() === category.title.trim();

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
      <Typography.Paragraph>
        The category <Typography.Text strong>{category?.title}</Typography.Text>
        {category?.totalProductType ? ` is used by ${category.totalProductType} product type(s) and` : ''} will be deleted. Type
        its title to confirm.
      </Typography.Paragraph>
      <Input aria-label="Category title to confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus />
    </Modal>
  );
}
