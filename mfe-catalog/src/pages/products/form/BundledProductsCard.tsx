import { Button, Card, Flex, Input, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useClient } from 'urql';
import { useNotify } from '@pod/platform';
import { BUNDLE_LOOKUP_QUERY } from '../shared/queries';
import { bundleInputProblem, bundleLookupOutcome, classifyLookup, type BundleItem } from './bundleRules';

export interface BundledProductsCardProps {
  items: readonly BundleItem[];
  onChange(items: BundleItem[]): void;
  /** The product's site: only products of this site can be bundled (spec 001 §6). */
  siteId: string | null;
  /** The product being edited (it cannot bundle itself). */
  selfId?: string;
}

/** "Bundled products": other products of the same site sold with this one (spec 001 §5 messages). */
export function BundledProductsCard({ items, onChange, siteId, selfId }: BundledProductsCardProps) {
  const client = useClient();
  const notify = useNotify();
  const [id, setId] = useState('');
  const [checking, setChecking] = useState(false);

  const add = async () => {
    const problem = bundleInputProblem(id, items);
    if (problem) return notify.error(problem);
    setChecking(true);
    try {
      const result = await client.query(BUNDLE_LOOKUP_QUERY, { id: id.trim() }, { requestPolicy: 'network-only' }).toPromise();
      const outcome = bundleLookupOutcome(classifyLookup(result), siteId, selfId);
      if (!outcome.ok) return notify.error(outcome.message);
      onChange([...items, outcome.item]);
      setId('');
      notify.success(outcome.message);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card title="Bundled products" size="small">
      <Flex gap={8} style={{ marginBottom: 12, maxWidth: 420 }}>
        <Input aria-label="Product ID" placeholder="Product ID" value={id} onChange={(e) => setId(e.target.value)} onPressEnter={add} />
        <Button icon={<PlusOutlined />} loading={checking} onClick={add}>
          Add
        </Button>
      </Flex>
      <Table<BundleItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...items]}
        locale={{ emptyText: 'No bundled products' }}
        columns={[
          { title: 'ID', dataIndex: 'id', key: 'id' },
          { title: 'Title', dataIndex: 'title', key: 'title', render: (title: string | null | undefined) => title ?? '' },
          { title: 'Store ID', dataIndex: 'origin_id', key: 'origin_id', render: (v: string | null) => v ?? '' },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, item) => (
              <Button
                type="text"
                danger
                aria-label={`Remove ${item.id}`}
                icon={<DeleteOutlined />}
                onClick={() => onChange(items.filter((i) => i.id !== item.id))}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
