import { Button, Card, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { CustomerInfoDrawer } from '../shared/CustomerInfoDrawer';
import type { OrderDetail } from '../shared/queries';

function addressLines(order: OrderDetail): string[] {
  const a = order.shipping_address;
  if (!a) return [];
  return [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    a.address1,
    a.address2,
    [a.city, a.state_code ?? a.state, a.zip].filter(Boolean).join(', '),
    [a.country, a.country_code ? `(${a.country_code})` : null].filter(Boolean).join(' '),
    a.phone,
    order.customer?.email,
  ].filter((line): line is string => !!line);
}

/** Shipping address card; the edit drawer is hidden when the order is exported or cancelled. */
export function ShippingCard({ order, canEdit }: { order: OrderDetail; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const lines = addressLines(order);
  return (
    <Card
      title="Shipping address"
      extra={canEdit ? <Button type="link" icon={<EditOutlined />} aria-label="Edit shipping address" onClick={() => setEditing(true)}>Edit</Button> : null}
    >
      {lines.length ? lines.map((line, i) => <div key={i}>{line}</div>) : <Typography.Text type="secondary">No shipping address</Typography.Text>}
      {editing ? <CustomerInfoDrawer order={order} form="detail" title="Edit shipping address" editable onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
