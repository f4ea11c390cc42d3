import { useMemo, useRef, useState } from 'react';
import { App, Button, Dropdown, Flex, Select, Skeleton, Space, Typography } from 'antd';
import { DownOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { missingVariants, PRODUCT_TYPE_MESSAGES, type VariantDraft } from '@pod/contracts';
import { firstErrorMessage, Page, useGoBack, useNotify, useUnsavedChanges } from '@pod/platform';
import { BULK_PRICE_MENU, keysForSelectedSkus, type BulkPriceKind, type PricePatch } from './bulkPrice';
import { BulkPriceModal } from './BulkPriceModal';
import {
  PRODUCT_TYPE_VARIANTS_QUERY,
  SAVE_PRODUCT_TYPE_VARIANTS_MUTATION,
  VARIANTS_PRODUCT_TYPE_QUERY,
  type ProductTypeVariantsResult,
  type VariantsProductType,
  type VariantsProductTypeResult,
} from './queries';
import { addToSelection, keysWithOption } from './selection';
import { SelectVariantsModal } from './SelectVariantsModal';
import { useStoreSummary } from './useVariantStore';
import { rowFromDraft, rowFromVariant } from './variantRow';
import { VariantStore } from './variantStore';
import { VariantsTable } from './VariantsTable';

const LIST_PATH = '/admin/product-types';

/**
 * /admin/product-types/:id/variants (spec 001 §2 "Product type variants screen"): edit prices,
 * SKUs, print sizes and the active flag of every variant of a type, reorder them, add the
 * missing combinations, and save everything in one saveProductTypeVariants call.
 */
export function VariantsPage() {
  const { id = '' } = useParams<{ id: string }>();
  // Edits start from what the server has now, not from a cached copy.
  const [typeResult] = useQuery<VariantsProductTypeResult>({ query: VARIANTS_PRODUCT_TYPE_QUERY, variables: { id }, requestPolicy: 'network-only' });
  const [variantsResult] = useQuery<ProductTypeVariantsResult>({
    query: PRODUCT_TYPE_VARIANTS_QUERY,
    variables: { product_type_id: id },
    requestPolicy: 'network-only',
  });

  const type = typeResult.data?.productTypeById;
  const variants = variantsResult.data?.productTypeVariants;
  const error = variantsResult.error ?? typeResult.error;

  let body: React.ReactNode;
  // Spec 001 §8: a variants query error is shown as plain text.
  if (error) body = <Typography.Text>{firstErrorMessage(error)}</Typography.Text>;
  else if (typeResult.data && !type) body = <Typography.Text>Product type not found</Typography.Text>;
  else if (!type || !variants) body = <Skeleton active />;
  else body = <VariantsEditor key={type.id} type={type} variants={variants} />;

  return (
    <Page title={type ? `Variants: ${type.title}` : 'Variants'} back={LIST_PATH}>
      {body}
    </Page>
  );
}

function VariantsEditor({ type, variants }: { type: VariantsProductType; variants: ProductTypeVariantsResult['productTypeVariants'] }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { message } = App.useApp();
  const printAreaIds = useMemo(() => type.printAreas.map((a) => a.id), [type.printAreas]);

  // The rows live in a store outside React state (see VariantStore); loaded once per type.
  const [store] = useState(() => {
    const s = new VariantStore();
    s.load(variants.map((v) => rowFromVariant(v, printAreaIds)));
    return s;
  });
  const summary = useStoreSummary(store);
  const { release } = useUnsavedChanges(summary.dirty);
  const goBack = useGoBack();
  const newKey = useRef(0);

  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [bulkKind, setBulkKind] = useState<BulkPriceKind | null>(null);
  const [missingToPick, setMissingToPick] = useState<VariantDraft[] | null>(null);
  const [saving, save] = useMutation(SAVE_PRODUCT_TYPE_VARIANTS_MUTATION);

  // Selected keys of rows that no longer exist cannot happen (rows are never removed here),
  // but the count shown must follow the selection only.
  const bulkTargets = useMemo(() => (bulkKind ? keysForSelectedSkus(store.all(), selectedKeys) : []), [bulkKind, store, selectedKeys]);

  /** The missing combinations, or null after telling the user why there are none. */
  const findMissing = (): VariantDraft[] | null => {
    if (!type.attributes.length) {
      message.warning(PRODUCT_TYPE_MESSAGES.noAttribute);
      return null;
    }
    const drafts = missingVariants(type, store.all(), printAreaIds);
    if (!drafts.length) {
      message.info(PRODUCT_TYPE_MESSAGES.noMissingVariants);
      return null;
    }
    return drafts;
  };

  const addDrafts = (drafts: VariantDraft[]) => store.append(drafts.map((d) => rowFromDraft(d, `new-${++newKey.current}`)));

  const onAddAllMissing = () => {
    const drafts = findMissing();
    if (drafts) addDrafts(drafts);
  };

  const onSelectVariants = () => {
    const drafts = findMissing();
    if (drafts) setMissingToPick(drafts);
  };

  const onSelectByOption = (slug: string, option: string) =>
    setSelectedKeys((selected) => addToSelection(selected, keysWithOption(store.all(), slug, option)));

  const onApplyPrice = (patch: PricePatch) => {
    store.updateMany(bulkTargets, patch);
    setBulkKind(null);
  };

  const onSave = async () => {
    const result = await save({ product_type_id: type.id, variants: store.toInputs(type.id) });
    // Spec 001 §8: a failed save shows the server's message as a notification.
    if (result.error) return notify.error(result.error);
    notify.success(PRODUCT_TYPE_MESSAGES.variantsSaved);
    release();
    navigate(LIST_PATH);
  };

  const footer = (
    <Space wrap>
      <Button icon={<PlusOutlined />} onClick={onAddAllMissing}>
        Add all missing variants
      </Button>
      <Button icon={<UnorderedListOutlined />} onClick={onSelectVariants}>
        Select Variants
      </Button>
    </Space>
  );

  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        {type.attributes.map((attribute) => (
          <Select<string>
            key={attribute.slug}
            aria-label={`Select by ${attribute.name}`}
            placeholder={`Select by ${attribute.name}`}
            style={{ minWidth: 170 }}
            // an action, not a filter: picking an option adds its rows to the selection
            value={null}
            onChange={(option) => onSelectByOption(attribute.slug, option)}
            options={attribute.options.map((o) => ({ value: o, label: o }))}
          />
        ))}
        <Dropdown
          disabled={!selectedKeys.length}
          menu={{ items: BULK_PRICE_MENU.map(({ key, label }) => ({ key, label })), onClick: ({ key }) => setBulkKind(key as BulkPriceKind) }}
        >
          <Button>
            <Space>
              Bulk Edit
              <DownOutlined />
            </Space>
          </Button>
        </Dropdown>
        <Typography.Text type="secondary">{selectedKeys.length ? `${selectedKeys.length} selected` : 'Select variants to bulk edit'}</Typography.Text>
      </Flex>

      <VariantsTable
        store={store}
        order={summary.order}
        printAreas={type.printAreas}
        selectedKeys={selectedKeys}
        onSelectedKeysChange={setSelectedKeys}
        footer={footer}
      />

      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={goBack}>Cancel</Button>
        <Button type="primary" loading={saving.fetching} disabled={summary.invalid > 0} onClick={onSave}>
          Save
        </Button>
      </Flex>

      <BulkPriceModal kind={bulkKind} count={bulkTargets.length} onApply={onApplyPrice} onClose={() => setBulkKind(null)} />
      <SelectVariantsModal
        open={!!missingToPick}
        drafts={missingToPick ?? []}
        attributes={type.attributes}
        onAdd={(chosen) => {
          addDrafts(chosen);
          setMissingToPick(null);
        }}
        onClose={() => setMissingToPick(null)}
      />
    </>
  );
}
