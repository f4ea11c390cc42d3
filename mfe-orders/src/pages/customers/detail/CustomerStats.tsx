import { Card, Col, Row, Statistic } from 'antd';
import { formatMoney } from '@pod/platform';
import type { CustomerDetail } from './queries';

/** The three figures of the detail page (spec 000 §2 Customers). */
export function CustomerStats({ customer }: { customer: CustomerDetail }) {
  const cards = [
    { title: 'Lifetime Value', value: formatMoney(customer.lifetime_value) },
    { title: 'Order count', value: String(customer.order_count) },
    { title: 'Average order value', value: formatMoney(customer.average_order_value) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} md={8}>
          <Card>
            <Statistic title={card.title} value={card.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
