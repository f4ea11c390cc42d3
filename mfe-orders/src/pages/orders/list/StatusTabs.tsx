import { Tag, Tabs } from 'antd';
import { statusTabs, tabCount, tabCountText, type OrdersListView, type StatusTab } from './listView';
import type { OrderStatusCount } from './queries';

/** Status tabs with their counts over the current filters, in the spec's colours (spec 000 §2, §9). */
export function StatusTabs(props: {
  view: OrdersListView;
  active: StatusTab['key'];
  aggs: readonly OrderStatusCount[] | undefined;
  onChange(key: StatusTab['key']): void;
}) {
  const { view, active, aggs, onChange } = props;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key as StatusTab['key'])}
      items={statusTabs(view).map((tab) => ({
        key: tab.key,
        label: (
          <span>
            {tab.label}{' '}
            <Tag color={tab.color ?? undefined} data-testid={`tab-count-${tab.key}`} style={{ marginInlineEnd: 0 }}>
              {aggs ? tabCountText(tabCount(tab.key, aggs)) : '…'}
            </Tag>
          </span>
        ),
      }))}
    />
  );
}
