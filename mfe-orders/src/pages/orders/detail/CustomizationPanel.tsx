import { Card, Empty, Table, Tabs } from 'antd';
import type { OrderDetail } from '../shared/queries';

type Field = OrderDetail['personalizedData'][number]['personalized'][number];

const columns = [
  { title: 'Field', dataIndex: 'name', key: 'name' },
  { title: 'Value', dataIndex: 'value', key: 'value' },
];

/** Customization: one tab per print area with the buyer's Field / Value rows. */
export function CustomizationPanel({ order }: { order: OrderDetail }) {
  const areas = order.personalizedData;
  return (
    <Card title="Customization">
      {areas.length === 0 ? (
        <Empty description="No customization" />
      ) : (
        <Tabs
          items={areas.map((area) => ({
            key: area.printArea,
            label: area.printArea,
            children: <Table<Field> rowKey="name" size="small" columns={columns} dataSource={area.personalized} pagination={false} />,
          }))}
        />
      )}
    </Card>
  );
}
