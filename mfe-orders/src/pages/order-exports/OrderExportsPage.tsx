import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Alert, Button, Flex, Input, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { Page, firstErrorMessage, formatDateTime, useNotify } from '@pod/platform';
import { useDebouncedValue } from '../customers/list/useDebouncedValue';
import { DateRangeFilter } from '../orders/list/DateRangeFilter';
import { toFilterInstants, type DayRange } from '../orders/list/dateRange';
import { DOWNLOAD_EXPORT_QUERY, ORDER_EXPORTS_PAGE_SIZE, ORDER_EXPORTS_QUERY, ORDER_EXPORTS_SEARCH_DEBOUNCE_MS, type OrderExportRow } from './queries';

function DownloadButton({ row }: { row: OrderExportRow }) {
  const client = useClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const result = await client.query(DOWNLOAD_EXPORT_QUERY, { id: row.id }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error || !result.data) return notify.error(result.error ?? 'Something went wrong');
      window.location.assign(result.data.downloadFile);
    } finally {
      setBusy(false);
    }
  };
  if (row.status === 'running') return <Tag color="processing">Writing…</Tag>;
  if (row.status === 'failed') return <Tag color="error">Failed</Tag>;
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} aria-label={`Download ${row.file_name}`}>
      Download
    </Button>
  );
}

const columns: TableColumnsType<OrderExportRow> = [
  { title: 'Filename', dataIndex: 'file_name', key: 'file_name' },
  { title: 'Created At', key: 'created_at', render: (_, row) => formatDateTime(row.created_at) },
  { title: 'Download', key: 'download', render: (_, row) => <DownloadButton row={row} /> },
];

/**
 * /orders/export-orders (spec 001 §2 "Order export files list"): every export for the
 * Administrator, newest first, with a date range and a search by order id; 20 per page. Range,
 * search and page live in the query string so a reload keeps them.
 */
export default function OrderExportsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const range: DayRange = { from: params.get('from'), to: params.get('to') };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed, ORDER_EXPORTS_SEARCH_DEBOUNCE_MS);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  // A new search starts again at page 1.
  const applySearch = useEffectEvent((value: string) => {
    if (value.trim() !== search) update({ search: value.trim() || null, page: null });
  });
  useEffect(() => applySearch(debounced), [debounced]);

  const variables = useMemo(
    () => ({
      ...toFilterInstants({ from: range.from, to: range.to }),
      ...(search ? { search } : {}),
      limit: ORDER_EXPORTS_PAGE_SIZE,
      offset: (page - 1) * ORDER_EXPORTS_PAGE_SIZE,
    }),
    [range.from, range.to, search, page],
  );
  const [{ data, fetching, error }] = useQuery({ query: ORDER_EXPORTS_QUERY, variables, requestPolicy: 'cache-and-network' });

  return (
    <Page title="Exported CSV">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <DateRangeFilter value={range} onChange={(next) => update({ from: next.from, to: next.to, page: null })} />
        <Input.Search
          allowClear
          aria-label="Search order id"
          placeholder="search order id..."
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={setTyped}
          style={{ width: 320 }}
        />
      </Flex>
      {error ? <Alert type="error" showIcon title={firstErrorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      <Table<OrderExportRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.orderExports.hits ?? []}
        loading={fetching}
        locale={{ emptyText: search ? `No export holds order ${search}` : 'No exports yet' }}
        pagination={{
          current: page,
          pageSize: ORDER_EXPORTS_PAGE_SIZE,
          total: data?.orderExports.count ?? 0,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
          onChange: (next) => update({ page: next > 1 ? String(next) : null }),
        }}
      />
    </Page>
  );
}
