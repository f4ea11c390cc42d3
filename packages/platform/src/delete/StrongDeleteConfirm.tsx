import { Descriptions, Input, Modal, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

/** What the stronger confirmation needs of the thing being deleted. */
export interface StrongDeleteItem {
  id: string;
  title: string;
}

export interface StrongDeleteConfirmProps<T extends StrongDeleteItem> {
  /** The item to delete; null keeps the modal closed. */
  item: T | null;
  /** What is deleted, lower case: 'category', 'artwork', 'clipart', … (modal title, input label). */
  kind: string;
  /** Rows shown after Title and ID (e.g. the number of product types filed under a category). */
  details?: DescriptionsProps['items'];
  /** The warning above the input; defaults to "This {kind} will be deleted. …". */
  warning?: ReactNode;
  /** The delete call is running (the OK button spins). */
  deleting: boolean;
  onCancel(): void;
  /** Called with the item and the title exactly as typed (send it as the mutation's `confirmTitle`). */
  onConfirm(item: T, confirmTitle: string): void;
}

/** Only the exact title, letter for letter, confirms: a near miss may be another item. */
export function confirmsDelete(item: Pick<StrongDeleteItem, 'title'>, typed: string): boolean {
  return typed === item.title;
}

/**
 * The stronger delete confirmation (spec 001 §6 for the super admin's categories, spec 002 §2.5,
 * §2.6, §6 for the one configured owner's artworks, cliparts and categories): the modal names the
 * item (title, id, any details) and the user confirms by typing its exact title. The server holds
 * the same rule (`confirmTitle` of the delete mutations), so the modal is a convenience, not the guard.
 */
export function StrongDeleteConfirm<T extends StrongDeleteItem>({ item, kind, details, warning, deleting, onCancel, onConfirm }: StrongDeleteConfirmProps<T>) {
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [item?.id]);
  const matches = !!item && confirmsDelete(item, typed);

  return (
    <Modal
      open={!!item}
      title={`Confirm ${kind} delete`}
      okText="Delete"
      okButtonProps={{ danger: true, disabled: !matches }}
      confirmLoading={deleting}
      onOk={() => item && matches && onConfirm(item, typed)}
      onCancel={onCancel}
      destroyOnHidden
    >
      {item && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            { key: 'title', label: 'Title', children: <Typography.Text strong>{item.title}</Typography.Text> },
            { key: 'id', label: 'ID', children: <Typography.Text code copyable>{item.id}</Typography.Text> },
            ...(details ?? []),
          ]}
        />
      )}
      <Typography.Paragraph>{warning ?? `This ${kind} will be deleted. Type its title exactly as shown to confirm.`}</Typography.Paragraph>
      <Input aria-label={`${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)} title to confirm`} value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus />
    </Modal>
  );
}
