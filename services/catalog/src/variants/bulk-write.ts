import type { EntityManager } from 'typeorm';
import { variantFromRow, type ProductTypeVariant, type ProductTypeVariantRow } from './product-type-variant.entity';
import type { VariantRow } from './variant-rows';

/**
 * Rows per statement. Each statement carries its rows as one jsonb parameter expanded by
 * jsonb_to_recordset, so a chunk is one round trip and one plan whatever its size; the chunk
 * only bounds the message size (~250 bytes a row).
 */
export const VARIANT_CHUNK = 500;

const COLUMNS = `sku text, attributes jsonb, base_cost numeric, retail_cost numeric, sale_cost numeric,
  is_active boolean, sorting integer, print_sizes jsonb, carrier_costs jsonb`;

const payload = (rows: VariantRow[]) => JSON.stringify(rows.map(({ isNew: _, ...row }) => row));

/**
 * Inserts new rows and updates existing ones of one product type, a chunk per statement
 * (multi-row INSERT … SELECT and UPDATE … FROM over the chunk), inside the caller's
 * transaction. Returns the written variants by id.
 */
export async function writeVariants(manager: EntityManager, productTypeId: string, rows: VariantRow[]): Promise<Map<string, ProductTypeVariant>> {
  const written = new Map<string, ProductTypeVariant>();
  const keep = (returned: unknown[]) => {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected], an INSERT with the rows.
    const rows = (Array.isArray(returned[0]) ? returned[0] : returned) as ProductTypeVariantRow[];
    for (const row of rows) written.set(row.id, variantFromRow(row));
  };
  const inserts = rows.filter((r) => r.isNew);
  const updates = rows.filter((r) => !r.isNew);

  for (let i = 0; i < inserts.length; i += VARIANT_CHUNK) {
    keep(
      await manager.query(
        `INSERT INTO "catalog"."product_type_variants"
           (id, product_type_id, sku, attributes, base_cost, retail_cost, sale_cost, is_active, sorting, print_sizes, carrier_costs)
         SELECT r.id, $1, r.sku, r.attributes, r.base_cost, r.retail_cost, r.sale_cost, r.is_active, r.sorting, r.print_sizes, r.carrier_costs
           FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, ${COLUMNS})
         RETURNING *`,
        [productTypeId, payload(inserts.slice(i, i + VARIANT_CHUNK))],
      ),
    );
  }
  for (let i = 0; i < updates.length; i += VARIANT_CHUNK) {
    keep(
      await manager.query(
        `UPDATE "catalog"."product_type_variants" v
            SET sku = r.sku, attributes = r.attributes, base_cost = r.base_cost, retail_cost = r.retail_cost,
                sale_cost = r.sale_cost, is_active = r.is_active, sorting = r.sorting, print_sizes = r.print_sizes,
                carrier_costs = r.carrier_costs, updated_at = now()
           FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, ${COLUMNS})
          WHERE v.id = r.id AND v.product_type_id = $1
         RETURNING v.*`,
        [productTypeId, payload(updates.slice(i, i + VARIANT_CHUNK))],
      ),
    );
  }
  return written;
}
