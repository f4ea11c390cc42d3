import { Button, Card, Flex, Form, Input, Select, Tabs, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { PRODUCT_MESSAGES, generateProductId, makePermalink, parseBundledProducts, serializeBundledProducts } from '@pod/contracts';
import { useGoBack, useNotify, useUnsavedChanges } from '@pod/platform';
import { CREATE_PRODUCT_MUTATION, UPDATE_PRODUCT_MUTATION } from '../shared/queries';
import type { FormProductType, ProductRead } from '../shared/queries';
import { ArtworkPanel } from './ArtworkPanel';
import { BundledProductsCard } from './BundledProductsCard';
import type { BundleItem } from './bundleRules';
import { ImagesCard } from './ImagesCard';
import { MockupsCard } from './MockupsCard';
import { attachMockups, isMockupImage, mockupKeys, savedMockups } from './mockupRules';
import { useProductMockups } from './useProductMockups';
import { printAreaVariants, type PrintCheckTarget } from './print-check/printCheckRules';
import { SiteSelect } from './SiteSelect';
import { VariantsTable } from './VariantsTable';
import {
  buildArtworkChoices,
  buildProductInput,
  buildVariantRows,
  dropMissingImages,
  submitBlockers,
  type ArtworkChoice,
  type DetailValues,
  type VariantRow,
} from './formRules';

export type ProductFormMode = 'create' | 'clone' | 'edit';

export interface ProductFormProps {
  mode: ProductFormMode;
  /** The chosen product types, in route order. */
  types: FormProductType[];
  /** The product to clone (clone) or the product itself (edit). */
  product?: ProductRead;
  /**
   * The site the product belongs to: the seller's current site (create, clone) or the
   * product's site (edit). Null when staff create one: they choose the site in the form.
   */
  siteId: string | null;
}

interface FormValues extends DetailValues {
  site_id?: string;
}

const sortedIds = (list: ReadonlyArray<{ entity_id: string; sorting: number }> | undefined) =>
  [...(list ?? [])].sort((a, b) => a.sorting - b.sorting).map((e) => e.entity_id);

/**
 * The product creation, clone and edit form (spec 001 §2 "Product creation and clone form").
 * Submit sends createProduct (create, clone) or updateProduct (edit), then goes to
 * /products/pushing where the push to the store can be followed.
 */
export function ProductForm({ mode, types, product, siteId }: ProductFormProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [, createProduct] = useMutation(CREATE_PRODUCT_MUTATION);
  const [, updateProduct] = useMutation(UPDATE_PRODUCT_MUTATION);

  // The product's id before it exists (spec 001 §9: 9 generated characters): its mockups render
  // for it before Submit, and createProduct takes it. Edit keeps the product's own.
  const [productId] = useState(() => (mode === 'edit' && product ? product.id : generateProductId()));
  const [permalink] = useState(() => (mode === 'edit' && product ? product.permalink : makePermalink(types[0]?.sku ?? '', types[0]?.id ?? '')));
  const [rows, setRows] = useState<VariantRow[]>(() => buildVariantRows(types, product?.variants));
  const [artworks, setArtworks] = useState<ArtworkChoice[]>(() => buildArtworkChoices(types, product?.print_areas));
  // The seller's own images (uploads, type pictures); the rendered mockups come first on save.
  const [images, setImages] = useState<string[]>(() => (product?.images ?? []).filter((key) => !isMockupImage(key)));
  const [initialMockups] = useState(() => savedMockups(product?.images ?? []));
  const excludeMockups = useMemo(() => product?.excludeMockups ?? [], [product]);
  // A clone is a new product: its mockups render on open. An edited product keeps the mockups it
  // has until an artwork changes (one saved without any renders them on open).
  const mockups = useProductMockups(productId, artworks, excludeMockups, initialMockups, mode !== 'edit' || initialMockups.total === 0);
  const mockupImages = useMemo(() => mockupKeys(mockups.state), [mockups.state]);
  const allImages = useMemo(() => [...mockupImages, ...images], [mockupImages, images]);
  const [uploading, setUploading] = useState(false);
  // A clone into another site cannot keep bundles of the source's site (spec 001 §6).
  const [bundles, setBundles] = useState<BundleItem[]>(() =>
    product && (mode === 'edit' || product.site_id === siteId) ? parseBundledProducts(product.bundled_products) : [],
  );
  // Unsaved edits: a field typed in, or any list replaced since the form opened.
  const [fieldsTouched, setFieldsTouched] = useState(false);
  const opened = useRef({ rows, artworks, images, bundles });
  const dirty =
    fieldsTouched ||
    rows !== opened.current.rows ||
    artworks !== opened.current.artworks ||
    images !== opened.current.images ||
    bundles !== opened.current.bundles;
  const { release } = useUnsavedChanges(dirty);
  const goBack = useGoBack();
  const chosenSite = Form.useWatch('site_id', form);
  const effectiveSiteId = siteId ?? chosenSite ?? null;

  const initialValues = useMemo<FormValues>(
    () => ({
      title: product?.title ?? '',
      description: product?.description ?? '',
      collections: sortedIds(product?.collection_ids),
      tags: sortedIds(product?.tag_ids),
    }),
    [product],
  );

  // Each rendered mockup goes to the variants it lists; images no longer among the product's go.
  useEffect(() => {
    if (mockups.state === initialMockups) return;
    setRows((current) => dropMissingImages(attachMockups(current, mockups.state), [...mockupImages, ...images]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- images: a change of the seller's own images is handled where it happens (changeImages)
  }, [mockups.state, initialMockups, mockupImages]);

  const blockers = submitBlockers({ rows, artworks, images: allImages, uploading, rendering: mockups.rendering });
  if (!effectiveSiteId) blockers.unshift('Choose a site');

  const changeImages = (update: (list: string[]) => string[]) => {
    setImages((list) => {
      const next = update(list);
      setRows((current) => dropMissingImages(current, [...mockupImages, ...next]));
      return next;
    });
  };

  const chooseArtwork = (area: ArtworkChoice, artworkId: string) =>
    setArtworks((list) =>
      list.map((a) =>
        a.product_type_id === area.product_type_id && a.product_type_print_area_id === area.product_type_print_area_id ? { ...a, artwork_id: artworkId } : a,
      ),
    );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !effectiveSiteId) return;
    const input = buildProductInput({
      id: mode === 'edit' ? undefined : productId,
      detail: values,
      permalink,
      siteId: effectiveSiteId,
      typeIds: types.map((t) => t.id),
      rows,
      artworks,
      images: allImages,
      bundledProducts: serializeBundledProducts(bundles),
      excludeMockups,
    });
    setSaving(true);
    const result = mode === 'edit' && product ? await updateProduct({ id: product.id, input }) : await createProduct({ input });
    setSaving(false);
    if (result.error) {
      // the server's message, and under the field when it names one the form has
      const first = result.error.graphQLErrors[0];
      const field = first?.extensions?.field;
      if (field === 'title' || field === 'site_id') form.setFields([{ name: field, errors: [first.message] }]);
      return notify.error(result.error);
    }
    notify.success(mode === 'edit' ? 'Product updated' : PRODUCT_MESSAGES.created);
    release();
    navigate('/products/pushing');
  };

  // Each print area's print check (issue 24 item 5) names the product's variants it prints on.
  const printCheckOf = (area: ArtworkChoice): PrintCheckTarget | null => {
    const printArea = types.find((t) => t.id === area.product_type_id)?.printAreas.find((a) => a.id === area.product_type_print_area_id);
    if (!printArea?.width || !printArea.height || !printArea.dpi) return null;
    const typeRows = rows.filter((r) => r.product_type_id === area.product_type_id);
    return { name: printArea.name, width: printArea.width, height: printArea.height, dpi: printArea.dpi, variants: printAreaVariants(printArea.variant_ids, typeRows) };
  };
  const typeTitle = (id: string) => types.find((t) => t.id === id)?.title ?? '';
  const variantsOf = (type: FormProductType) => (
    <VariantsTable rows={rows.filter((r) => r.product_type_id === type.id)} onRowsChange={setRows} images={allImages} />
  );

  return (
    <Flex vertical gap={16}>
      <Card title="Detail" size="small">
        <Form<FormValues> form={form} name="product" layout="vertical" initialValues={initialValues} onValuesChange={() => setFieldsTouched(true)} style={{ maxWidth: 720 }}>
          {siteId === null && (
            <Form.Item name="site_id" label="Site" rules={[{ required: true, message: 'Please choose a site' }]}>
              <SiteSelect />
            </Form.Item>
          )}
          <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: PRODUCT_MESSAGES.titleRequired }]}>
            <Input placeholder="Product title" />
          </Form.Item>
          <Form.Item label="Permalink">
            <Typography.Text code copyable data-testid="permalink">
              {permalink}
            </Typography.Text>
          </Form.Item>
          <Form.Item name="collections" label="Collections">
            <Select mode="tags" placeholder="Type a collection and press Enter" tokenSeparators={[',']} />
          </Form.Item>
          <Form.Item name="tags" label="Tags">
            <Select mode="tags" placeholder="Type a tag and press Enter" tokenSeparators={[',']} />
          </Form.Item>
          <Form.Item name="description" label="Description">
            <Input.TextArea rows={4} />
          </Form.Item>
        </Form>
      </Card>

      <Card title="Variants" size="small">
        {types.length > 1 ? (
          <Tabs items={types.map((type) => ({ key: type.id, label: type.title, children: variantsOf(type) }))} />
        ) : (
          types[0] && variantsOf(types[0])
        )}
      </Card>

      <Card title="Artworks" size="small">
        <Flex vertical gap={16}>
          {types.map((type) => (
            <section key={type.id} aria-label={`Artworks of ${type.title}`}>
              {types.length > 1 && <Typography.Title level={5}>{typeTitle(type.id)}</Typography.Title>}
              <ArtworkPanel areas={artworks.filter((a) => a.product_type_id === type.id)} onChoose={chooseArtwork} printCheckOf={printCheckOf} />
            </section>
          ))}
        </Flex>
      </Card>

      <MockupsCard mockups={mockups} waitingForArtworks={artworks.some((a) => !a.artwork_id)} />

      <BundledProductsCard items={bundles} onChange={setBundles} siteId={effectiveSiteId} selfId={mode === 'edit' ? product?.id : undefined} />

      <ImagesCard images={images} onChange={changeImages} onUploadingChange={setUploading} />

      <Flex gap={8} align="center" wrap>
        <Tooltip title={blockers.length ? blockers.join('; ') : undefined}>
          <Button type="primary" disabled={blockers.length > 0} loading={saving} onClick={submit}>
            Submit
          </Button>
        </Tooltip>
        <Button onClick={goBack}>Cancel</Button>
        {blockers.length > 0 && (
          <Typography.Text type="secondary" data-testid="submit-blockers">
            {blockers.join(' · ')}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
