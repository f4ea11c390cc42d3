import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Alert, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { CellText, Page, firstErrorMessage } from '@pod/platform';
import { customerLocation, customerName } from '../customerFormat';
import { useDebouncedValue } from './useDebouncedValue';
import {
  CUSTOMERS_PAGE_SIZE,
  CUSTOMERS_QUERY,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type CustomerRow,
} from './queries';

// Shopper-sent text, one ellipsised line a cell (the whole value in the tooltip): a huge name
// from a store must not widen the table.
const columns: TableColumnsType<CustomerRow> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, customer) => (
      <Link to={`/customers/${customer.id}`}>
        <CellText text={customerName(customer)} maxWidth={260} data-testid="customer-name" />
      </Link>
    ),
  },
  { title: 'Email', dataIndex: 'email', key: 'email', render: (email: string | null) => <CellText text={email} maxWidth={260} /> },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', render: (phone: string | null) => <CellText text={phone} maxWidth={160} /> },
  { title: 'Location', key: 'location', render: (_, customer) => <CellText text={customerLocation(customer.address)} maxWidth={260} /> },
];

/**
 * /customers: everyone who bought from the sellers' shops, searchable by name, email or phone.
 * Search text and page live in the query string so coming back from a customer restores them.
 */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed, CUSTOMER_SEARCH_DEBOUNCE_MS);

  // A new search starts again at page 1.
  const applySearch = useEffectEvent((typedSearch: string) => {
    if (typedSearch.trim() === search) return;
    const next = new URLSearchParams(params);
    if (typedSearch.trim()) next.set('search', typedSearch.trim());
    else next.delete('search');
    next.delete('page');
    setParams(next, { replace: true });
  });
  useEffect(() => applySearch(debounced), [debounced]);

  const variables = useMemo(
    () => ({ filter: { search: search || undefined, offset: (page - 1) * CUSTOMERS_PAGE_SIZE, limit: CUSTOMERS_PAGE_SIZE } }),
    [search, page],
  );
  const [{ data, fetching, error }] = useQuery({ query: CUSTOMERS_QUERY, variables });

  const setPage = (nextPage: number) => {
    const next = new URLSearchParams(params);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next);
  };

  return (
    <Page
      title="Customers"
      extra={
        <Input.Search
          allowClear
          aria-label="Search customers"
          placeholder="Search name, email or phone"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setTyped(value)}
          style={{ width: 300 }}
        />
      }
    >
      {error ? <Alert type="error" showIcon title={firstErrorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      <Table<CustomerRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.customers.hits ?? []}
        loading={fetching}
        locale={{ emptyText: search ? `No customers match "${search}"` : 'No customers yet' }}
        pagination={{
          current: page,
          pageSize: CUSTOMERS_PAGE_SIZE,
          total: data?.customers.count ?? 0,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
          onChange: setPage,
        }}
      />
    </Page>
  );
}
