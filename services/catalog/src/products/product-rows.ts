import { In, type EntityManager } from 'typeorm';
import { ProductVariantEntity, type ProductVariant } from './product.entity';

/** A product variant as a save describes it; ids and design status are the table's. */
export type ProductVariantDraft = Omit<ProductVariant, 'id' | 'product_id' | 'design_status'>;

/**
 * Writes a product's variants as `variants` says. Rows keep their ids across saves (orders
 * point at variants): they are matched by the type variant they stand for; rows no longer
 * listed go. Used by product saves and by store mapping.
 */
export async function syncProductVariants(manager: EntityManager, productId: string, variants: ProductVariantDraft[], options: { isNew?: boolean } = {}): Promise<void> {
  const repo = manager.getRepository(ProductVariantEntity);
  const old = options.isNew ? [] : await repo.findBy({ product_id: productId });
  const oldByType = new Map(old.map((v) => [v.product_type_variant_id, v]));
  const kept = new Set(variants.map((v) => v.product_type_variant_id));
  const dropped = old.filter((v) => !kept.has(v.product_type_variant_id)).map((v) => v.id);
  if (dropped.length) await repo.delete({ id: In(dropped) });
  await repo.save(variants.map((v) => ({ ...(oldByType.get(v.product_type_variant_id) ?? { design_status: null }), ...v, product_id: productId }) as ProductVariant));
}

/** The constraint a unique violation (23505) broke, else null. */
export function uniqueViolation(error: unknown): string | null {
  const driver = (error as { driverError?: { code?: string; constraint?: string } })?.driverError ?? (error as { code?: string; constraint?: string });
  return driver?.code === '23505' ? driver.constraint ?? 'unknown' : null;
}
