import { Empty, Table, Tabs } from 'antd';
import type { OrderDetail } from './queries';

type Field = OrderDetail['personalizedData'][number]['personalized'][number];

const columns = [
  { title: 'Field', dataIndex: 'name', key: 'name' },
  { title: 'Value', dataIndex: 'value', key: 'value' },
];

/** The shopper's personalisation: one tab per print area with Field / Value rows. */
export function CustomizationTabs({ order }: { order: OrderDetail }) {
  const areas = order.personalizedData;
  if (areas.length === 0) return <Empty description="No customization" />;
  return (
    <Tabs
      items={areas.map((area) => ({
        key: area.printArea,
        label: area.printArea,
        children: <Table<Field> rowKey="name" size="small" columns={columns} dataSource={area.personalized} pagination={false} />,
      }))}
    />
  );
}
