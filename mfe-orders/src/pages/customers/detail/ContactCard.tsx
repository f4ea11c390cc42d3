import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { customerName } from '../customerFormat';
import type { CustomerDetail } from './queries';

/** Spec 000 §5: the customer detail form's required fields and their messages. */
const FIELDS: Array<{ name: string; label: string; required?: boolean; max?: number }> = [
  { name: 'first_name', label: 'First name', required: true },
  { name: 'last_name', label: 'Last name', required: true },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone', required: true },
  { name: 'address1', label: 'Address 1', required: true },
  { name: 'address2', label: 'Address 2' },
  { name: 'city', label: 'City', required: true },
  { name: 'state', label: 'State', required: true },
  { name: 'state_code', label: 'State code', required: true },
  { name: 'zip', label: 'Zip code', required: true },
  { name: 'country', label: 'Country', required: true },
  { name: 'country_code', label: 'Country code', required: true, max: 5 },
  { name: 'company', label: 'Company' },
];

/** Saving customers is not wired in the spec either; the editor is there, Save comes later. */
export const EDIT_NOT_AVAILABLE = 'Changes to a customer cannot be saved yet: editing customers comes with order management.';
const NOTE_ID = 'customer-edit-not-available';

export function ContactCard({ customer }: { customer: CustomerDetail }) {
  const [editing, setEditing] = useState(false);
  const address = customer.address ?? ({} as NonNullable<CustomerDetail['address']>);
  const values: Record<string, string | null> = {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    phone: customer.phone,
    ...address,
  };

  if (!editing) {
    return (
      <Card
        title="Contact"
        extra={
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        }
      >
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Name">{customerName(customer)}</Descriptions.Item>
          <Descriptions.Item label="Email">{customer.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">{customer.phone}</Descriptions.Item>
          <Descriptions.Item label="Address">
            <span style={{ whiteSpace: 'pre-line' }}>{formatAddress(address)}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
    );
  }

  return (
    <Card title="Edit contact">
      <Form layout="vertical" initialValues={values} requiredMark>
        <Row gutter={12}>
          {FIELDS.map((field) => (
            <Col key={field.name} xs={24} sm={12}>
              <Form.Item
                name={field.name}
                label={field.label}
                rules={[
                  ...(field.required ? [{ required: true, whitespace: true, message: `${field.label} can't be blank.` }] : []),
                  ...(field.max ? [{ max: field.max, message: `${field.label} max ${field.max} character` }] : []),
                ]}
              >
                <Input />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {/* Said in the open, not in a tooltip: a disabled button gives no hover on touch screens. */}
        <Alert id={NOTE_ID} type="info" showIcon title={EDIT_NOT_AVAILABLE} style={{ marginBottom: 16 }} />
        <Space>
          <Button type="primary" disabled aria-describedby={NOTE_ID}>
            Save
          </Button>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
        </Space>
      </Form>
    </Card>
  );
}

function formatAddress(a: Partial<NonNullable<CustomerDetail['address']>>): string {
  const cityLine = [a.city, [a.state_code ?? a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.company, a.address1, a.address2, cityLine, a.country].filter(Boolean).join('\n');
}
