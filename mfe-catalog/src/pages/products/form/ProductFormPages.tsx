import { Alert, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { Page, firstErrorMessage } from '@pod/platform';
import { FORM_PRODUCT_TYPES_QUERY, PRODUCT_BY_ID_QUERY } from '../shared/queries';
import { NoSiteNotice, useProductSite } from '../shared/productSite';
import type { FormProductType, ProductRead } from '../shared/types';
import { ProductForm, type ProductFormMode } from './ProductForm';
import { parseIds } from './formRules';

const TITLES: Record<ProductFormMode, string> = { create: 'Add product', clone: 'Clone product', edit: 'Edit product' };

/** Loads the chosen product types (in the given order) and, for clone and edit, the product. */
function ProductFormLoader({ mode, typeIds, productId }: { mode: ProductFormMode; typeIds: string[]; productId?: string }) {
  const { isSeller, currentSite } = useProductSite();
  const [productResult] = useQuery<{ productByID: ProductRead | null }>({
    query: PRODUCT_BY_ID_QUERY,
    variables: { id: productId ?? '' },
    pause: !productId,
    requestPolicy: 'network-only',
  });
  const product = productResult.data?.productByID ?? undefined;
  // clone and edit without type ids in the address use the product's own types
  const ids = useMemo(() => (typeIds.length ? typeIds : (product?.product_type_ids ?? [])), [typeIds, product]);
  const [typesResult] = useQuery<{ productTypeByIds: FormProductType[] }>({
    query: FORM_PRODUCT_TYPES_QUERY,
    variables: { ids },
    pause: !ids.length,
    requestPolicy: 'cache-and-network',
  });
  const types = useMemo(() => {
    const byId = new Map((typesResult.data?.productTypeByIds ?? []).map((t) => [t.id, t]));
    return ids.map((id) => byId.get(id)).filter((t): t is FormProductType => !!t);
  }, [typesResult.data, ids]);

  const title = TITLES[mode];
  // the form stacks its own cards; notices sit in the page card
  const frame = (body: React.ReactNode, bare = false) => (
    <Page title={title} back bare={bare}>
      {body}
    </Page>
  );

  // Sellers create on their current site; an edit stays on the product's own site.
  if (mode !== 'edit' && isSeller && !currentSite) return frame(<NoSiteNotice />);
  const error = productResult.error ?? typesResult.error;
  if (error) return frame(<Alert type="error" showIcon title={firstErrorMessage(error)} />);
  if (productId && !productResult.data) return frame(<Skeleton active />);
  if (productId && !product) return frame(<Result status="404" title="Product does not exist!" />);
  if (!ids.length) return frame(<Result status="warning" title="Choose at least one product type" />);
  if (!typesResult.data) return frame(<Skeleton active />);
  if (types.length !== ids.length) return frame(<Alert type="error" showIcon title="Some product types no longer exist." />);

  const siteId = mode === 'edit' ? product!.site_id : isSeller ? currentSite!.id : null;
  return frame(
    <ProductForm key={`${productId ?? ''}/${ids.join(',')}/${siteId ?? ''}`} mode={mode} types={types} product={product} siteId={siteId} />,
    true,
  );
}

/** /products/add/step2/:ids — ids are comma-joined product type ids (spec 001 §2). */
export function CreateProductPage() {
  const { ids } = useParams<{ ids: string }>();
  const typeIds = useMemo(() => parseIds(ids), [ids]);
  return <ProductFormLoader mode="create" typeIds={typeIds} />;
}

/** /products/clone/:product_id/:id — the product to copy and the (comma-joined) type ids. */
export function CloneProductPage() {
  const { product_id, id } = useParams<{ product_id: string; id: string }>();
  const typeIds = useMemo(() => parseIds(id), [id]);
  return <ProductFormLoader mode="clone" typeIds={typeIds} productId={product_id} />;
}

/** /products/edit/:id */
export function EditProductPage() {
  const { id } = useParams<{ id: string }>();
  return <ProductFormLoader mode="edit" typeIds={[]} productId={id} />;
}
