import { Input, Select, Space } from 'antd';
import { MAX_SEARCH_LENGTH, SEARCH_FIELDS, SEARCH_FIELD_LABEL, type SearchField } from './listFilters';

const FIELD_OPTIONS = SEARCH_FIELDS.map((field) => ({ value: field, label: SEARCH_FIELD_LABEL[field] }));

/**
 * Search with its field selector (spec 000 §2: All Fields, Origin Number, Origin ID, App ID). The
 * text is applied on Enter or the search button; the input is keyed by the applied text so
 * back/forward show what the list is filtered by.
 */
export function SearchBox(props: { search: string; field: SearchField; onChange(search: string, field: SearchField): void }) {
  const { search, field, onChange } = props;
  return (
    <Space.Compact>
      <Select<SearchField>
        aria-label="Search field"
        value={field}
        options={FIELD_OPTIONS}
        style={{ width: 150 }}
        onChange={(next) => onChange(search, next)}
      />
      <Input.Search
        key={search}
        aria-label="Search orders"
        placeholder="Search orders"
        defaultValue={search}
        maxLength={MAX_SEARCH_LENGTH}
        allowClear
        style={{ width: 260 }}
        onSearch={(value) => onChange(value.trim(), field)}
      />
    </Space.Compact>
  );
}
