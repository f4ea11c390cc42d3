import express, { type Express, type Request, type Response } from 'express';
import { In, type DataSource } from 'typeorm';
import { isUuid, verifyUserContext } from '@pod/service-kit';
import { PrintAreaEntity } from '../product-types/print-area.entity';
import { ProductTypeEntity } from '../product-types/product-type.entity';
import { ProductVariantEntity } from '../products/product.entity';
import { publicImageUrl } from '../push/store-payload';
import { ProductTypeVariantEntity } from '../variants/product-type-variant.entity';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { CATALOG_ROUTES, MAX_EXPORT_FACT_IDS } from '@pod/catalog-client';

/** The route's bound, declared with its schema in the client module. */
export { MAX_EXPORT_FACT_IDS };


/** Print-area names the picker offers at most (a catalogue has a handful: front, back, sleeves…). */
const MAX_PRINT_AREA_NAMES = 200;

const LISTS = ['product_type_ids', 'product_type_variant_ids', 'product_variant_ids'] as const;

/** A list of distinct uuids (absent = none), or the reason the body is refused. */
function uuidList(value: unknown, field: string): string[] | { error: string } {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_EXPORT_FACT_IDS || value.some((id) => typeof id !== 'string' || !isUuid(id))) {
    return { error: `${field}: at most ${MAX_EXPORT_FACT_IDS} ids, each a uuid` };
  }
  return [...new Set(value as string[])];
}

/**
 * `POST /internal/product-types/export-facts` `{ product_type_ids, product_type_variant_ids,
 * product_variant_ids }` → `{ product_types: [{ id, title, sku, print_areas: [{ id, name }] }], variants: [{ id, attributes:
 * [{ name, option }] }], product_variants: [{ id, mockup_url }] }`: the names an order export's
 * CSV prints, asked once per batch of orders. Only ids that exist are answered (a deleted type
 * is simply absent). The mockup is the product variant's image (its storage key made a public
 * media URL, or the store's URL as mapped); variants without one are not listed. Signed like
 * every internal call (the gateway does not proxy /internal).
 */
export function mountExportFactRoutes(app: Express, deps: { db: DataSource; internalSecret: string; publicMediaUrl: string }): void {
  app.post(CATALOG_ROUTES.exportFacts.path, express.json({ limit: '256kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const lists = LISTS.map((field) => uuidList(body[field], field));
    const refused = lists.find((list) => !Array.isArray(list));
    if (refused) {
      res.status(400).json(refused);
      return;
    }
    const [typeIds, typeVariantIds, variantIds] = lists as string[][];
    const [types, areas, typeVariants, variants] = await Promise.all([
      typeIds.length ? deps.db.getRepository(ProductTypeEntity).find({ select: { id: true, title: true, sku: true }, where: { id: In(typeIds) } }) : [],
      // the product type's print-area order (the editor's table), which positional CSV columns follow
      typeIds.length ? deps.db.getRepository(PrintAreaEntity).find({ select: { id: true, product_type_id: true, name: true }, where: { product_type_id: In(typeIds) }, order: { sorting: 'ASC', id: 'ASC' } }) : [],
      typeVariantIds.length ? deps.db.getRepository(ProductTypeVariantEntity).find({ select: { id: true, attributes: true }, where: { id: In(typeVariantIds) } }) : [],
      variantIds.length ? deps.db.getRepository(ProductVariantEntity).find({ select: { id: true, image: true }, where: { id: In(variantIds) } }) : [],
    ]);
    res.json(routeAnswer(CATALOG_ROUTES.exportFacts, {
      product_types: types.map((type) => ({
        id: type.id,
        title: type.title,
        sku: type.sku,
        print_areas: areas.filter((area) => area.product_type_id === type.id).map((area) => ({ id: area.id, name: area.name })),
      })),
      // The stored order of the attributes is the product type's (the variant was made from it).
      variants: typeVariants.map((variant) => ({ id: variant.id, attributes: variant.attributes.map((a) => ({ name: a.name, option: a.option })) })),
      product_variants: variants.flatMap((variant) => (variant.image ? [{ id: variant.id, mockup_url: publicImageUrl(deps.publicMediaUrl, variant.image) }] : [])),
    }));
  });

  /**
   * `GET /internal/product-types/print-area-names` → `{ names }`: every print-area name of the
   * product types, once each (case-insensitive), in the order they first appear in the types'
   * print-area tables (Front before Back): the export-template picker offers a print-file column
   * per name.
   */
  app.get(CATALOG_ROUTES.printAreaNames.path, async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const rows: Array<{ name: string }> = await deps.db
      .getRepository(PrintAreaEntity)
      .createQueryBuilder('a')
      .select('min(a.name)', 'name')
      .where(`trim(a.name) <> ''`)
      .groupBy('lower(trim(a.name))')
      .orderBy('min(a.sorting)', 'ASC')
      .addOrderBy('lower(trim(a.name))', 'ASC')
      .limit(MAX_PRINT_AREA_NAMES)
      .getRawMany();
    res.json(routeAnswer(CATALOG_ROUTES.printAreaNames, { names: rows.map((row) => row.name.trim()) }));
  });
}
