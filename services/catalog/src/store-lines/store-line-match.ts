import { In, type DataSource } from 'typeorm';
import type { MatchedPrintArea, StoreLineMatch, StoreLineRef } from '@pod/contracts';
import { isUuid } from '@pod/service-kit';
import { PrintAreaEntity } from '../product-types/print-area.entity';
import { ProductEntity, ProductPrintAreaEntity, ProductStoreEntity, ProductVariantEntity, type Product, type ProductVariant } from '../products/product.entity';
import { ProductTypeVariantEntity, type ProductTypeVariant } from '../variants/product-type-variant.entity';


/**
 * Which of our products a store line item is, through what the catalog pushed to that store:
 * variant SKUs are `<product id>-<type variant SKU>` (store-payload.ts) and product_stores keeps
 * the store's product id per site. The SKU decides when it names a product of this site; else
 * the store product id finds the product and its only variant (a product with several variants
 * cannot be told apart without the SKU). Each unmatched line says why, for the order's history.
 */
export async function matchStoreLines(db: DataSource, siteId: string, lines: StoreLineRef[]): Promise<StoreLineMatch[]> {
  if (!isUuid(siteId)) return lines.map(() => ({ error: 'Unknown site' }));
  const skuProductIds = lines.map((line) => line.sku.split('-')[0] ?? '').filter(Boolean);
  const storeProductIds = lines.map((line) => line.store_product_id).filter(Boolean);
  const [bySku, stores] = await Promise.all([
    skuProductIds.length ? db.getRepository(ProductEntity).findBy({ id: In(skuProductIds), site_id: siteId }) : [],
    storeProductIds.length ? db.getRepository(ProductStoreEntity).findBy({ site_id: siteId, origin_id: In(storeProductIds) }) : [],
  ]);
  const viaStore = stores.length ? await db.getRepository(ProductEntity).findBy({ id: In(stores.map((s) => s.product_id)) }) : [];
  const products = new Map<string, Product>([...bySku, ...viaStore].map((p) => [p.id, p]));
  const productOfStoreId = new Map(stores.map((s) => [s.origin_id, s.product_id]));
  // the product's own origin_id (a product imported from this store) counts as its store id too
  for (const p of bySku) if (p.origin_id) productOfStoreId.set(p.origin_id, p.id);

  const variants = products.size ? await db.getRepository(ProductVariantEntity).findBy({ product_id: In([...products.keys()]) }) : [];
  const typeVariants = variants.length ? await db.getRepository(ProductTypeVariantEntity).findBy({ id: In([...new Set(variants.map((v) => v.product_type_variant_id))]) }) : [];
  const typeVariantById = new Map(typeVariants.map((v) => [v.id, v]));

  const results: Array<{ product: Product; variant: ProductVariant; typeVariant: ProductTypeVariant } | { error: string }> = lines.map((line) => {
    const [skuProductId, ...rest] = line.sku.split('-');
    const typeSku = rest.join('-');
    const productId = skuProductId && products.get(skuProductId)?.site_id === siteId ? skuProductId : productOfStoreId.get(line.store_product_id);
    const product = productId ? products.get(productId) : undefined;
    if (!product) return { error: `No product of this site matches the store product ${line.store_product_id || '(none)'} / SKU "${line.sku}"` };
    const own = variants.filter((v) => v.product_id === product.id);
    const bySkuVariant = typeSku ? own.find((v) => typeVariantById.get(v.product_type_variant_id)?.sku === typeSku) : undefined;
    const variant = bySkuVariant ?? (own.length === 1 ? own[0] : undefined);
    const typeVariant = variant && typeVariantById.get(variant.product_type_variant_id);
    if (!variant || !typeVariant) return { error: `Product ${product.id} has no variant matching SKU "${line.sku}"` };
    return { product, variant, typeVariant };
  });

  const found = results.filter((r): r is Exclude<typeof r, { error: string }> => !('error' in r));
  const areaRows = found.length ? await db.getRepository(ProductPrintAreaEntity).findBy({ product_id: In([...new Set(found.map((r) => r.product.id))]) }) : [];
  const typeAreas = areaRows.length ? await db.getRepository(PrintAreaEntity).findBy({ id: In([...new Set(areaRows.map((a) => a.product_type_print_area_id))]) }) : [];
  const typeAreaById = new Map(typeAreas.map((a) => [a.id, a]));

  return results.map((r) => {
    if ('error' in r) return r;
    const { product, variant, typeVariant } = r;
    const print_areas: MatchedPrintArea[] = [];
    for (const area of areaRows.filter((a) => a.product_id === product.id && a.product_type_id === variant.product_type_id).sort((a, b) => a.sorting - b.sorting)) {
      const typeArea = typeAreaById.get(area.product_type_print_area_id);
      // an area limited to other variants of the type does not print on this one
      if (!typeArea || (typeArea.variant_ids.length && !typeArea.variant_ids.includes(typeVariant.id))) continue;
      const size = typeVariant.print_sizes.find((s) => s.print_area_id === typeArea.id);
      print_areas.push({
        id: typeArea.id,
        name: typeArea.name,
        artwork_id: area.artwork_id,
        width: size?.width ?? typeArea.width ?? 0,
        height: size?.height ?? typeArea.height ?? 0,
        dpi: typeArea.dpi,
      });
    }
    return {
      matched: {
        product_id: product.id,
        product_variant_id: variant.id,
        product_type_id: variant.product_type_id,
        product_type_variant_id: typeVariant.id,
        base_cost: typeVariant.base_cost ?? 0,
        print_areas,
      },
    };
  });
}
