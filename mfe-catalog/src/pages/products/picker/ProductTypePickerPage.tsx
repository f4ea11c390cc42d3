import { Alert, Button, Empty, Flex, Input, Skeleton, Switch, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { Page, firstErrorMessage } from '@pod/platform';
import { PICKER_PRODUCT_TYPES_QUERY, PRODUCT_TYPE_LOAD_LIMIT } from '../shared/queries';
import { NoSiteNotice, useProductSite } from '../shared/productSite';
import type { Page as ListPage, PickerProductType } from '../shared/types';
import { ProductTypeCard } from './ProductTypeCard';
import { EMPTY_SELECTION, groupByCategory, isBlocked, step2Path, toSingle, toggleType, type PickerSelection } from './pickerRules';

/**
 * /products/add/step1: choose the product types of the new product (spec 001 §2 "Product
 * type picker"). Only active types with a priced variant; one category per selection.
 */
export function ProductTypePickerPage() {
  const navigate = useNavigate();
  const { isSeller, currentSite } = useProductSite();
  const [search, setSearch] = useState('');
  const [single, setSingle] = useState(false);
  const [selection, setSelection] = useState<PickerSelection>(EMPTY_SELECTION);

  const variables = useMemo(
    () => ({ filter: { status: 'active', priced_only: true, limit: PRODUCT_TYPE_LOAD_LIMIT, search: search || undefined } }),
    [search],
  );
  const [{ data, fetching, error }] = useQuery<{ productTypes: ListPage<PickerProductType> }>({
    query: PICKER_PRODUCT_TYPES_QUERY,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const groups = useMemo(() => groupByCategory(data?.productTypes.hits ?? []), [data]);

  if (isSeller && !currentSite) {
    return (
      <Page title="Add product" back="/products">
        <NoSiteNotice />
      </Page>
    );
  }

  let body: React.ReactNode;
  if (error) body = <Alert type="error" showIcon title={firstErrorMessage(error)} />;
  else if (!data && fetching) body = <Skeleton active />;
  else if (!groups.length) body = <Empty description="No product types with prices yet" />;
  else
    body = groups.map((group) => {
      const chosenHere = selection.categoryId === group.id && selection.typeIds.length > 0;
      return (
        <section key={group.id} aria-label={group.title} style={{ marginBottom: 24 }}>
          <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {group.title}
            </Typography.Title>
            {chosenHere && (
              <>
                <Typography.Text type="secondary">{selection.typeIds.length} selected</Typography.Text>
                <Button type="primary" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={() => navigate(step2Path(selection))}>
                  Continue
                </Button>
              </>
            )}
          </Flex>
          <Flex wrap gap={16}>
            {group.types.map((type) => (
              <ProductTypeCard
                key={type.id}
                type={type}
                selected={selection.categoryId === group.id && selection.typeIds.includes(type.id)}
                blocked={isBlocked(selection, group.id)}
                onToggle={() => setSelection((s) => toggleType(s, group.id, type.id, single))}
              />
            ))}
          </Flex>
        </section>
      );
    });

  return (
    <Page
      title="Add product: choose product types"
      back="/products"
      extra={
        <>
          <Input.Search
            aria-label="Search product types"
            placeholder="Search product types"
            allowClear
            style={{ width: 280 }}
            onSearch={(value) => setSearch(value.trim())}
          />
          <Flex align="center" gap={8}>
            <Switch
              aria-label="Single select"
              checked={single}
              onChange={(on) => {
                setSingle(on);
                if (on) setSelection(toSingle);
              }}
            />
            <Typography.Text>Single select</Typography.Text>
          </Flex>
        </>
      }
    >
      <Typography.Paragraph type="secondary">
        Choose one or more product types of one category, then press Continue beside the category.
      </Typography.Paragraph>
      {body}
    </Page>
  );
}
