import { Alert, Col, Flex, Result, Row, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { AccessDenied, Page, RequireAccess, firstErrorMessage } from '@pod/platform';
import { customerName } from '../customerFormat';
import { ContactCard } from './ContactCard';
import { CustomerOrdersTable } from './CustomerOrdersTable';
import { CustomerStats } from './CustomerStats';
import { CUSTOMER_DETAIL_QUERY } from './queries';

/**
 * /customers/:id: contact card, the customer's totals and their orders. The route takes any
 * signed-in user (spec 002 §2.1); the shopper's details are for customers.read (Administrator,
 * Supporter, a Seller for their own): everyone else gets the Access denied page, never the query.
 */
export function CustomerDetailPage() {
  return (
    <RequireAccess permission="customers.read">
      <CustomerDetail />
    </RequireAccess>
  );
}

function CustomerDetail() {
  const { id = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({
    query: CUSTOMER_DETAIL_QUERY,
    variables: { id },
  });
  const customer = data?.customerById;

  if (fetching && !customer) {
    return (
      <Page title="Customer" back="/customers" bare>
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      </Page>
    );
  }
  // A role taken away since sign-in: the server's refusal is the same Access denied page.
  if (error?.graphQLErrors.some((e) => e.extensions?.code === 'FORBIDDEN')) return <AccessDenied />;
  if (!customer) {
    const notFound = !error || error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND');
    return (
      <Page title="Customer" back="/customers">
        {notFound ? (
          <Result status="404" title="Customer not found" subTitle="It may belong to another seller or no longer exist." />
        ) : (
          <Alert type="error" showIcon title={firstErrorMessage(error)} />
        )}
      </Page>
    );
  }

  return (
    <Page title={customerName(customer)} back="/customers" bare>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <ContactCard customer={customer} />
        </Col>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <CustomerStats customer={customer} />
            <CustomerOrdersTable customerId={customer.id} />
          </Flex>
        </Col>
      </Row>
    </Page>
  );
}
