import { Card, Form, Select } from 'antd';
import { useQuery } from 'urql';
import { PRODUCT_TYPE_MESSAGES as M } from '@pod/contracts';
import { CATEGORY_OPTIONS_QUERY, type CategoryOptionsResult } from './queries';

interface Props {
  /** Categories the type already has, shown by title even when no longer active. */
  current: { id: string; title: string }[];
}

/** Categories card: at least one category from the active ones. */
export function CategoriesCard({ current }: Props) {
  const [{ data, fetching, error }] = useQuery<CategoryOptionsResult>({ query: CATEGORY_OPTIONS_QUERY, requestPolicy: 'cache-and-network' });
  const options = new Map<string, string>(current.map((c) => [c.id, c.title]));
  for (const c of data?.categories.hits ?? []) options.set(c.id, c.title);

  return (
    <Card title="Categories">
      <Form.Item
        name="categories"
        label="Categories"
        rules={[{ required: true, type: 'array', min: 1, message: M.categoriesRequired }]}
        help={error ? error.graphQLErrors[0]?.message ?? error.message : undefined}
        validateStatus={error ? 'error' : undefined}
      >
        <Select
          mode="multiple"
          aria-label="Categories"
          placeholder="Choose categories"
          loading={fetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={[...options].map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
    </Card>
  );
}
