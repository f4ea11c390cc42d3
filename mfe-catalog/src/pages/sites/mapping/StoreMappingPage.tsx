import { Alert, Button, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { STORE_ACCESS_MESSAGES } from '@pod/contracts';
import { Page, Thumbnail, firstErrorMessage, useNotify, usePlatform } from '@pod/platform';
import { initialRows, MAPPING_UI_MESSAGES, type MappingProductType, type VariantRow } from './mappingRules';
import {
  CHECK_ORIGIN_IDS_QUERY,
  FETCH_PRODUCT_FROM_SITE_MUTATION,
  MAPPING_PRODUCT_TYPES_QUERY,
  MAPPING_SITE_QUERY,
  type MappingProductTypesResult,
  type MappingSite,
  type StoreProductRow,
  type StoreTerm,
} from './queries';
import { SelectProductTypeModal } from './SelectProductTypeModal';
import { loadProducts, loadTerms, mapStoreProduct } from './storeCatalog';
import { VariantsModal } from './VariantsModal';

/** Spec 001 §9: the mapping product table shows 20 per page. */
const MAPPING_PAGE_SIZE = 20;

type Step = 0 | 1 | 2;

/**
 * /sites/:id/mapping-products (Seller): link products that already exist in the seller's
 * store to our product types (spec 001 §2 "Store product mapping", §4 wizard, §7 store proxy).
 * The store is read and written through /rest; each mapped product is then recorded by the
 * catalog (fetchProductFromSite) and disappears from the table.
 */
export function StoreMappingPage() {
  const { id: siteId = '' } = useParams();
  const { token } = usePlatform();
  const notify = useNotify();
  const client = useClient();

  const [{ data: siteData, error: siteError }] = useQuery<{ siteById: MappingSite | null }>({ query: MAPPING_SITE_QUERY, variables: { id: siteId } });
  const site = siteData?.siteById ?? null;
  // an import site has no store: nothing is asked of one
  const isImport = site?.platform === 'import';
  const platform = isImport ? undefined : site?.platform;
  const [typesResult] = useQuery<MappingProductTypesResult>({ query: MAPPING_PRODUCT_TYPES_QUERY });
  const productTypes = typesResult.data?.productTypes.hits ?? [];

  const [terms, setTerms] = useState<{ categories: StoreTerm[]; tags: StoreTerm[] }>({ categories: [], tags: [] });
  const [termsLoading, setTermsLoading] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [category, setCategory] = useState<number | undefined>();
  const [tag, setTag] = useState<number | undefined>();
  const [products, setProducts] = useState<StoreProductRow[]>([]);
  const [productsLoading, setProductsLoading] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);

  const [step, setStep] = useState<Step>(0);
  const [chosenTypes, setChosenTypes] = useState<MappingProductType[]>([]);
  const [rows, setRows] = useState<VariantRow[]>([]);
  const [mapping, setMapping] = useState(false);

  useEffect(() => {
    if (!platform) return;
    let live = true;
    setTermsLoading(true);
    setTermsError(null);
    loadTerms(token, siteId, platform)
      .then((loaded) => live && setTerms(loaded))
      .catch((err) => {
        if (!live) return;
        // spec 001 §8: a failing (Shopify) category load shows the response errors
        setTermsError(firstErrorMessage(err));
        notify.error(err);
      })
      .finally(() => live && setTermsLoading(false));
    return () => {
      live = false;
    };
  }, [platform, siteId, token, notify]);

  // store products of the chosen category / tag, without those already mapped
  useEffect(() => {
    if (!platform || (category === undefined && tag === undefined)) {
      setProducts([]);
      return;
    }
    let live = true;
    setProductsLoading(true);
    (async () => {
      const all = await loadProducts(token, siteId, platform, { category, tag });
      const mapped = all.length
        ? await client.query<{ productCheckOriginIDs: string[] }>(CHECK_ORIGIN_IDS_QUERY, { site_id: siteId, origin_ids: all.map((p) => String(p.id)) }, { requestPolicy: 'network-only' }).toPromise()
        : null;
      if (mapped?.error) throw mapped.error;
      const hidden = new Set(mapped?.data?.productCheckOriginIDs ?? []);
      return all.filter((p) => !hidden.has(String(p.id)));
    })()
      .then((visible) => {
        if (!live) return;
        setProducts(visible);
        setPage(1);
      })
      .catch((err) => live && notify.error(err))
      .finally(() => live && setProductsLoading(false));
    return () => {
      live = false;
    };
  }, [platform, siteId, token, category, tag, reloadKey, client, notify]);

  const toVariants = (typeIds: string[]) => {
    const types = typeIds.map((id) => productTypes.find((t) => t.id === id)).filter((t): t is MappingProductType => !!t);
    setChosenTypes(types);
    setRows(types.flatMap(initialRows));
    setStep(2);
  };

  const startMapping = async () => {
    if (!platform) return;
    setMapping(true);
    try {
      for (const productId of selected) {
        try {
          await mapStoreProduct(token, siteId, platform, productId, chosenTypes, rows);
          const recorded = await client.mutation(FETCH_PRODUCT_FROM_SITE_MUTATION, { site_id: siteId, product_id: String(productId) }).toPromise();
          if (recorded.error) throw recorded.error;
          notify.success(MAPPING_UI_MESSAGES.mapped(productId));
        } catch (err) {
          notify.error(err);
        }
      }
    } finally {
      setMapping(false);
      setSelected([]);
      setStep(0);
      setReloadKey((k) => k + 1);
    }
  };

  const columns: TableColumnsType<StoreProductRow> = useMemo(
    () => [
      {
        title: 'Image',
        key: 'image',
        width: 80,
        render: (_, product) => <Thumbnail src={product.image} alt={product.title} width={48} height={48} style={{ objectFit: 'cover' }} />,
      },
      { title: 'ID', dataIndex: 'id', key: 'id' },
      { title: 'Title', dataIndex: 'title', key: 'title' },
    ],
    [],
  );

  return (
    <Page title={site ? `Store mapping · ${site.title}` : 'Store mapping'} back="/sites">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {isImport ? <Alert type="info" showIcon message={STORE_ACCESS_MESSAGES.importSite} /> : null}
        {site && !isImport ? <Alert type="info" showIcon message="Select a category bellow to start mapping" /> : null}
        {site && !isImport ? <Alert type="warning" showIcon message="This action will remove all current variants from your site" /> : null}
        {siteError ? <Alert type="error" showIcon message={firstErrorMessage(siteError)} /> : null}
        {termsError ? <Alert type="error" showIcon message={termsError} /> : null}
        {!isImport && (
          <>
            <Space wrap>
              <Select
                aria-label="Category"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select category"
                style={{ width: 260 }}
                loading={termsLoading}
                value={category}
                onChange={(v) => {
                  setCategory(v);
                  setSelected([]);
                }}
                options={terms.categories.map((c) => ({ value: c.id, label: c.name }))}
              />
              {platform === 'woocommerce' && (
                <Select
                  aria-label="Tag"
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Select tag"
                  style={{ width: 220 }}
                  loading={termsLoading}
                  value={tag}
                  onChange={(v) => {
                    setTag(v);
                    setSelected([]);
                  }}
                  options={terms.tags.map((t) => ({ value: t.id, label: t.name }))}
                />
              )}
              <Button type="primary" disabled={!selected.length} onClick={() => setStep(1)}>
                Map Products
              </Button>
            </Space>
            <Table<StoreProductRow>
              rowKey="id"
              columns={columns}
              dataSource={products}
              loading={productsLoading}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true }}
              pagination={{ current: page, pageSize: MAPPING_PAGE_SIZE, total: products.length, showSizeChanger: false, onChange: setPage }}
            />
          </>
        )}
      </Space>
      <SelectProductTypeModal open={step === 1} productTypes={productTypes} loading={typesResult.fetching} onNext={toVariants} onCancel={() => setStep(0)} />
      <VariantsModal open={step === 2} types={chosenTypes} rows={rows} onRowsChange={setRows} mapping={mapping} onStart={startMapping} onCancel={() => setStep(0)} />
    </Page>
  );
}
