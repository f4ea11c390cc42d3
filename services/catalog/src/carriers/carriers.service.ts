import type { DataSource } from 'typeorm';
import { badInput, isUuid, notFound } from '@pod/service-kit';

export interface Carrier {
  id: string;
  name: string;
}

/** One carrier a product type ships with, at its price (GraphQL `ProductTypeCarrier`). */
export interface ProductTypeCarrier {
  carrier: Carrier;
  price: number;
  default: boolean;
}

export interface ProductTypeCarrierInput {
  carrier_id: string;
  price: number;
  default?: boolean | null;
}

/**
 * Carriers (a reference table seeded by its migration) and, per product type, the carriers it
 * ships with at a price and the suppliers who produce it. The orders service reads the offers
 * through `/internal/product-types/carriers` when a carrier is assigned to orders.
 */
export class CarriersService {
  constructor(private readonly db: DataSource) {}

  list(): Promise<Carrier[]> {
    return this.db.query(`SELECT "id", "name" FROM "catalog"."carriers" ORDER BY "name"`);
  }

  /** Each product type's carriers (default first, then by name), for many types at once. */
  async offersOf(productTypeIds: readonly string[]): Promise<ProductTypeCarrier[][]> {
    const ids = productTypeIds.filter((id) => isUuid(id));
    const rows: Array<{ product_type_id: string; id: string; name: string; price: string; is_default: boolean }> = ids.length
      ? await this.db.query(
          `SELECT ptc."product_type_id", c."id", c."name", ptc."price", ptc."is_default"
             FROM "catalog"."product_type_carriers" ptc JOIN "catalog"."carriers" c ON c."id" = ptc."carrier_id"
            WHERE ptc."product_type_id" = ANY($1::uuid[])
            ORDER BY ptc."is_default" DESC, c."name"`,
          [ids],
        )
      : [];
    return productTypeIds.map((typeId) =>
      rows.filter((row) => row.product_type_id === typeId).map((row) => ({ carrier: { id: row.id, name: row.name }, price: Number(row.price), default: row.is_default })),
    );
  }

  /** Each product type's supplier user ids, for many types at once. */
  async suppliersOf(productTypeIds: readonly string[]): Promise<string[][]> {
    const ids = productTypeIds.filter((id) => isUuid(id));
    const rows: Array<{ product_type_id: string; user_id: string }> = ids.length
      ? await this.db.query(`SELECT "product_type_id", "user_id" FROM "catalog"."product_type_suppliers" WHERE "product_type_id" = ANY($1::uuid[]) ORDER BY "user_id"`, [ids])
      : [];
    return productTypeIds.map((typeId) => rows.filter((row) => row.product_type_id === typeId).map((row) => row.user_id));
  }

  /**
   * Replaces the product type's carriers (each known, once, at most one default) and, when
   * `supplierIds` is given, its suppliers. Answers the product type id.
   */
  async replace(productTypeId: string, carriers: readonly ProductTypeCarrierInput[], supplierIds?: readonly string[] | null): Promise<string> {
    const notFoundType = () => notFound('Product type not found');
    if (!isUuid(productTypeId)) throw notFoundType();
    const known = new Set((await this.list()).map((carrier) => carrier.id));
    const seen = new Set<string>();
    for (const carrier of carriers) {
      if (!known.has(carrier.carrier_id)) throw badInput('Carrier not found', 'carrier_id');
      if (seen.has(carrier.carrier_id)) throw badInput('Each carrier can be listed once', 'carrier_id');
      seen.add(carrier.carrier_id);
    }
    if (carriers.filter((carrier) => carrier.default).length > 1) throw badInput('Only one carrier can be the default', 'default');
    if (supplierIds?.some((id) => !isUuid(id))) throw badInput('Supplier not found', 'supplier_ids');
    await this.db.transaction(async (manager) => {
      const [type] = await manager.query(`SELECT "id" FROM "catalog"."product_types" WHERE "id" = $1 FOR UPDATE`, [productTypeId]);
      if (!type) throw notFoundType();
      await manager.query(`DELETE FROM "catalog"."product_type_carriers" WHERE "product_type_id" = $1`, [productTypeId]);
      for (const carrier of carriers) {
        await manager.query(
          `INSERT INTO "catalog"."product_type_carriers" ("product_type_id", "carrier_id", "price", "is_default") VALUES ($1, $2, $3, $4)`,
          [productTypeId, carrier.carrier_id, carrier.price, !!carrier.default],
        );
      }
      if (supplierIds) {
        await manager.query(`DELETE FROM "catalog"."product_type_suppliers" WHERE "product_type_id" = $1`, [productTypeId]);
        for (const userId of new Set(supplierIds)) {
          await manager.query(`INSERT INTO "catalog"."product_type_suppliers" ("product_type_id", "user_id") VALUES ($1, $2)`, [productTypeId, userId]);
        }
      }
    });
    return productTypeId;
  }
}
