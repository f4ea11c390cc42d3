import { Alert, Button, DatePicker, Drawer, Flex, Form, Input } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useOrderMutation } from '../../shared/useOrderMutation';
import { MAX_FETCH_IDS, canFetchOrders, fetchRange, parseOrderIds } from './fetchOrders';
import { FETCH_MULTIPLE_ORDERS } from './queries';

interface FetchValues {
  ids?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

type Failure = { order_id: string; message: string };

/** The spec 000 §9 display format of dates. */
const DATE_FORMAT = 'MMM DD, YYYY';

/**
 * The Seller's Fetch Orders (spec 000 §2, issue 11): comma-separated store order ids and an optional
 * range of days (sent 00:00:00–23:59:59 UTC) → fetchMultipleOrders pulls them through the store API;
 * each id the store refused stays listed as an alert with the store's reason. Hidden for offline sites.
 */
export function FetchOrdersButton({ site, onFetched }: { site: { id: string; platform: string; type?: string | null }; onFetched(): void }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<FetchValues>();
  const fetchOrders = useOrderMutation(FETCH_MULTIPLE_ORDERS);
  const [failed, setFailed] = useState<Failure[]>([]);

  if (!canFetchOrders(site)) return null;

  const submit = async (values: FetchValues) => {
    const orderIds = parseOrderIds(values.ids ?? '');
    setFailed([]);
    let result: Failure[] = [];
    const ok = await fetchOrders.execute({ siteId: site.id, orderIds, range: fetchRange(values.range) }, (data) => {
      result = data.fetchMultipleOrders.failed;
      const count = data.fetchMultipleOrders.orders.length;
      return `${count} order${count === 1 ? '' : 's'} fetched`;
    });
    if (!ok) return;
    setFailed(result);
    onFetched();
    if (result.length === 0) close();
  };

  const close = () => {
    setOpen(false);
    setFailed([]);
    form.resetFields();
  };

  return (
    <>
      <Button icon={<CloudDownloadOutlined />} onClick={() => setOpen(true)}>
        Fetch Orders
      </Button>
      <Drawer
        open={open}
        size={480}
        title="Fetch Orders"
        onClose={close}
        extra={
          <Button type="primary" loading={fetchOrders.busy} onClick={() => form.submit()}>
            Fetch
          </Button>
        }
      >
        <Flex vertical gap={8} style={{ marginBottom: failed.length ? 16 : 0 }}>
          {failed.map((failure) => (
            <Alert key={failure.order_id} type="error" showIcon title={`Order ${failure.order_id}`} description={failure.message} />
          ))}
        </Flex>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="ids"
            label="Order ids"
            extra="Comma separated, as the store numbers them"
            dependencies={['range']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value?: string) => {
                  const count = parseOrderIds(value ?? '').length;
                  if (count === 0 && !fetchRange(getFieldValue('range') as FetchValues['range'])) throw new Error('Enter order ids or choose a date range');
                  if (count > MAX_FETCH_IDS) throw new Error(`At most ${MAX_FETCH_IDS} order ids at a time`);
                },
              }),
            ]}
          >
            <Input.TextArea aria-label="Order ids" autoSize={{ minRows: 3 }} placeholder="1001, 1002, 1003" />
          </Form.Item>
          <Form.Item name="range" label="Created between (optional)">
            <DatePicker.RangePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Drawer>
    </>
  );
}
