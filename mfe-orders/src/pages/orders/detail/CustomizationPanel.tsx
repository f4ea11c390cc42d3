import { Card } from 'antd';
import { CustomizationTabs } from '../shared/CustomizationTabs';
import type { OrderDetail } from '../shared/queries';

/** Customization: one tab per print area with the buyer's Field / Value rows. */
export function CustomizationPanel({ order }: { order: OrderDetail }) {
  return (
    <Card title="Customization">
      <CustomizationTabs order={order} />
    </Card>
  );
}
