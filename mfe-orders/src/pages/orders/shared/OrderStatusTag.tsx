import { Tag } from 'antd';
import { orderStatusTag } from '@pod/contracts';

/** An order's status as every orders table shows it: the label and colour of @pod/contracts' one table. */
export function OrderStatusTag({ status, 'data-testid': testId }: { status: string; 'data-testid'?: string }) {
  const { label, color } = orderStatusTag(status);
  return (
    <Tag color={color} data-testid={testId} data-status={status}>
      {label}
    </Tag>
  );
}
