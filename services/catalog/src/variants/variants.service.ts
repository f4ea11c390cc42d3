import type { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, isUuid, notFound } from '@pod/service-kit';
import { writeVariants } from './bulk-write';
import { variantFromRow, type ProductTypeVariant, type ProductTypeVariantRow } from './product-type-variant.entity';
import type { ProductTypeVariantInput } from '../generated/resolvers-types';
import { variantRow, variantSkuTaken, type VariantRow } from './variant-rows';

/**
 * A product type's variants (spec 001 §3, §4, §5 "Variant prices", §7); global like their types,
 * so `_user` only keeps the one method shape.
 */
export class VariantsService {
  constructor(private readonly db: DataSource) {}

  /** Ordered by sorting (the variants screen's drag order). */
  async list(productTypeId: string): Promise<ProductTypeVariant[]> {
    const rows = isUuid(productTypeId) ? await this.select(`product_type_id = $1`, [productTypeId]) : [];
    // Only an empty answer needs telling "no variants yet" from "no such type".
    if (!rows.length) await this.assertType(this.db.manager, productTypeId);
    return rows;
  }

  /** Variants of many types in one query (DataLoader batch). */
  async ofTypes(typeIds: readonly string[]): Promise<ProductTypeVariant[][]> {
    const rows = await this.select(`product_type_id = ANY($1::uuid[])`, [typeIds.filter(isUuid)]);
    const byType = new Map<string, ProductTypeVariant[]>();
    for (const row of rows) {
      const list = byType.get(row.product_type_id);
      if (list) list.push(row);
      else byType.set(row.product_type_id, [row]);
    }
    return typeIds.map((id) => byType.get(id) ?? []);
  }

  async findByIds(ids: readonly string[]): Promise<Array<ProductTypeVariant | null>> {
    const valid = ids.filter(isUuid);
    const rows = valid.length ? await this.select(`id = ANY($1::uuid[])`, [valid]) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * Plain SQL and a small row mapper rather than entity hydration: the variants screen reads
   * up to 1296 rows at once and hydration was a measurable share of its load time.
   */
  private async select(where: string, params: unknown[]): Promise<ProductTypeVariant[]> {
    const rows: ProductTypeVariantRow[] = await this.db.query(
      `SELECT * FROM "catalog"."product_type_variants" WHERE ${where} ORDER BY product_type_id, sorting, created_at, id`,
      params,
    );
    return rows.map(variantFromRow);
  }

  /**
   * One variant (spec 001 §7: the original screen sends one call per variant, each with its
   * product type and sorting). With an id it updates that variant; without a sorting it goes last.
   */
  async create(input: ProductTypeVariantInput): Promise<ProductTypeVariant> {
    const productTypeId = input.product_type_id ?? '';
    return this.db.transaction(async (manager) => {
      await this.lockType(manager, productTypeId);
      const existing = await this.stored(manager, productTypeId);
      const before = input.id ? existing.get(input.id) : undefined;
      if (input.id && !before) throw notFound('Variant not found');
      const sorting = input.sorting ?? before?.sorting ?? Math.max(0, ...[...existing.values()].map((v) => v.sorting)) + 1;
      const row = variantRow(input, before, sorting, '');
      assertUniqueSkus(existing, [row], () => 'sku');
      const written = await writeVariants(manager, productTypeId, [row]);
      return written.get(row.id)!;
    });
  }

  /**
   * The variants screen's Save: one transaction, rows without id created and rows with one
   * updated, sorting = position from 1, variants not listed kept. Every row is checked first;
   * the first violation is refused with its message and nothing is written.
   */
  async saveMany(productTypeId: string, inputs: ProductTypeVariantInput[]): Promise<ProductTypeVariant[]> {
    return this.db.transaction(async (manager) => {
      await this.lockType(manager, productTypeId);
      const existing = await this.stored(manager, productTypeId);
      const listed = new Set<string>();
      const rows = inputs.map((input, i) => {
        let before: ProductTypeVariant | undefined;
        if (input.id) {
          before = existing.get(input.id);
          if (!before || listed.has(input.id)) throw badInput('Variant not found', `variants.${i}.id`);
          listed.add(input.id);
        }
        if (input.product_type_id && input.product_type_id !== productTypeId) throw badInput('Variant belongs to another product type', `variants.${i}.product_type_id`);
        return variantRow(input, before, i + 1, `variants.${i}`);
      });
      assertUniqueSkus(existing, rows, (i) => `variants.${i}.sku`);
      const written = await writeVariants(manager, productTypeId, rows);
      return rows.map((row) => written.get(row.id)!);
    });
  }

  /** Serialises writers of one type (the SKU check below must see committed rows only). */
  private async lockType(manager: EntityManager, productTypeId: string): Promise<void> {
    if (!isUuid(productTypeId)) throw notFound('Product type not found');
    const [row] = await manager.query(`SELECT id FROM "catalog"."product_types" WHERE id = $1 FOR UPDATE`, [productTypeId]);
    if (!row) throw notFound('Product type not found');
  }

  private async assertType(manager: EntityManager, productTypeId: string): Promise<void> {
    const [row] = isUuid(productTypeId) ? await manager.query(`SELECT id FROM "catalog"."product_types" WHERE id = $1`, [productTypeId]) : [];
    if (!row) throw notFound('Product type not found');
  }

  private async stored(manager: EntityManager, productTypeId: string): Promise<Map<string, ProductTypeVariant>> {
    const rows: ProductTypeVariantRow[] = await manager.query(`SELECT * FROM "catalog"."product_type_variants" WHERE product_type_id = $1`, [productTypeId]);
    return new Map(rows.map((row) => [row.id, variantFromRow(row)]));
  }
}

/** SKUs after the write (stored rows as changed by `rows`) must be unique within the type. */
function assertUniqueSkus(existing: Map<string, ProductTypeVariant>, rows: VariantRow[], field: (index: number) => string): void {
  const owner = new Map<string, string>();
  for (const variant of existing.values()) owner.set(variant.id, variant.sku);
  for (const row of rows) owner.set(row.id, row.sku);
  const counts = new Map<string, number>();
  for (const sku of owner.values()) counts.set(sku, (counts.get(sku) ?? 0) + 1);
  const clash = rows.findIndex((row) => counts.get(row.sku)! > 1);
  if (clash >= 0) throw conflict(variantSkuTaken(rows[clash].sku), field(clash));
}
