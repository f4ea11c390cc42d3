import express, { type Express, type Request, type Response } from 'express';
import { In, type DataSource } from 'typeorm';
import { isUuid, verifyUserContext } from '@pod/service-kit';
import { parseRouteInput, routeAnswer } from '@pod/service-kit/internal-client';
import { CATALOG_ROUTES, MAX_MOCKUP_FACT_TYPES } from '@pod/catalog-client';
import { PrintAreaEntity } from '../product-types/print-area.entity';
import { ProductTypeEntity } from '../product-types/product-type.entity';
import { ProductEntity } from '../products/product.entity';
import { ProductTypeVariantEntity } from '../variants/product-type-variant.entity';

/**
 * `POST /internal/product-types/mockup-facts` `{ product_type_ids, product_id? }` →
 * `{ product_types: [{ id, attributes, print_areas, variants }], product }`: what the artworks
 * service checks a mockup against when it is saved (its Printarea layers name print areas of its
 * product type, its variantIds are the type's variants, its chips the type's attributes) and who
 * owns a product a seller uploads a picture for. Only ids that exist are answered. Signed like
 * every internal call (the gateway does not proxy /internal).
 */
export function mountMockupFactRoutes(app: Express, deps: { db: DataSource; internalSecret: string }): void {
  app.post(CATALOG_ROUTES.mockupFacts.path, express.json({ limit: '64kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const parsed = parseRouteInput(CATALOG_ROUTES.mockupFacts, req.body ?? {}, `product_type_ids: at most ${MAX_MOCKUP_FACT_TYPES} ids; product_id: an id`);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.message });
      return;
    }
    const typeIds = [...new Set(parsed.input.product_type_ids.filter(isUuid))];
    const productId = parsed.input.product_id ?? null;
    const [types, areas, variants, product] = await Promise.all([
      typeIds.length ? deps.db.getRepository(ProductTypeEntity).find({ select: { id: true, attributes: true }, where: { id: In(typeIds) } }) : [],
      typeIds.length ? deps.db.getRepository(PrintAreaEntity).find({ where: { product_type_id: In(typeIds) }, order: { sorting: 'ASC', id: 'ASC' } }) : [],
      typeIds.length
        ? deps.db.getRepository(ProductTypeVariantEntity).find({ select: { id: true, product_type_id: true, attributes: true }, where: { product_type_id: In(typeIds) }, order: { sorting: 'ASC', id: 'ASC' } })
        : [],
      productId ? deps.db.getRepository(ProductEntity).findOne({ select: { id: true, user_id: true, product_type_ids: true }, where: { id: productId } }) : null,
    ]);
    res.json(routeAnswer(CATALOG_ROUTES.mockupFacts, {
      product_types: types.map((type) => ({
        id: type.id,
        attributes: type.attributes.map((a) => ({ name: a.name, slug: a.slug, options: a.options })),
        print_areas: areas.filter((a) => a.product_type_id === type.id).map((a) => ({ id: a.id, name: a.name, width: a.width, height: a.height, dpi: a.dpi })),
        variants: variants.filter((v) => v.product_type_id === type.id).map((v) => ({ id: v.id, attributes: v.attributes.map((a) => ({ name: a.name, slug: a.slug, option: a.option })) })),
      })),
      product: product ? { id: product.id, user_id: product.user_id, product_type_ids: product.product_type_ids } : null,
    }));
  });
}
