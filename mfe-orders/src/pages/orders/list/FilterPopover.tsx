import { Button, Flex, Form, Popover, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from 'urql';
import { FILTER_PRODUCT_TYPES_LIMIT, FILTER_PRODUCT_TYPES_QUERY, FILTER_SELLERS_QUERY, FILTER_SITES_LIMIT, FILTER_SITES_QUERY } from './queries';
import { personName } from '../shared/format';

export interface PopoverFilters {
  product_type_ids: string[];
  seller: string | null;
  site: string | null;
}

/** Spec 000 §2's filter popover: product types for everyone, seller and site for staff, Reset Filter. */
export function FilterPopover(props: { value: PopoverFilters; staff: boolean; onChange(next: PopoverFilters): void }) {
  const { value, staff, onChange } = props;
  const active = value.product_type_ids.length + (value.seller ? 1 : 0) + (value.site ? 1 : 0);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={<FilterForm value={value} staff={staff} onChange={onChange} />}
    >
      <Button icon={<FilterOutlined />}>{active ? `Filter (${active})` : 'Filter'}</Button>
    </Popover>
  );
}

function FilterForm(props: { value: PopoverFilters; staff: boolean; onChange(next: PopoverFilters): void }) {
  const { value, staff, onChange } = props;
  const [productTypes] = useQuery({ query: FILTER_PRODUCT_TYPES_QUERY, variables: { filter: { limit: FILTER_PRODUCT_TYPES_LIMIT } } });
  const [sellers] = useQuery({ query: FILTER_SELLERS_QUERY, pause: !staff });
  const [sites] = useQuery({ query: FILTER_SITES_QUERY, variables: { filter: { limit: FILTER_SITES_LIMIT } }, pause: !staff });
  return (
    <Form layout="vertical" style={{ width: 300 }}>
      <Form.Item label="Product types">
        <Select
          mode="multiple"
          aria-label="Product types"
          allowClear
          loading={productTypes.fetching}
          value={value.product_type_ids}
          options={(productTypes.data?.productTypes.hits ?? []).map((t) => ({ value: t.id, label: t.title }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(ids: string[]) => onChange({ ...value, product_type_ids: ids })}
        />
      </Form.Item>
      {staff && (
        <>
          <Form.Item label="Seller">
            <Select
              aria-label="Seller"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={sellers.fetching}
              value={value.seller ?? undefined}
              options={(sellers.data?.usersByRole ?? []).map((u) => ({ value: u.id, label: personName(u) }))}
              onChange={(seller?: string) => onChange({ ...value, seller: seller ?? null })}
            />
          </Form.Item>
          <Form.Item label="Site">
            <Select
              aria-label="Site"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={sites.fetching}
              value={value.site ?? undefined}
              options={(sites.data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.title }))}
              onChange={(site?: string) => onChange({ ...value, site: site ?? null })}
            />
          </Form.Item>
        </>
      )}
      <Flex justify="end">
        <Button onClick={() => onChange({ product_type_ids: [], seller: null, site: null })}>Reset Filter</Button>
      </Flex>
    </Form>
  );
}
