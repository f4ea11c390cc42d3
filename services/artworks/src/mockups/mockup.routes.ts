import type { Express, Request, Response } from 'express';
import { isUuid, verifyUserContext } from '@pod/service-kit';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { ARTWORKS_ROUTES, MAX_MOCKUP_PRODUCT_TYPES } from '@pod/artworks-client';
import { mockupSettingsOf } from './mockup-document';
import type { MockupService } from './mockup.service';

/**
 * `GET /internal/mockups/by-product-types?ids=a,b` → `{ mockups: [{ id, title, productTypeId,
 * ordering, width, height, fileKey, previewKey, layers, settings, variantIds }] }`: the product
 * types' own mockups, which the catalog renders for a product's variants (issue 24). Signed like
 * every internal call; the gateway does not proxy /internal.
 */
export function mountMockupRoutes(app: Express, deps: { mockups: MockupService; internalSecret: string }): void {
  app.get(ARTWORKS_ROUTES.mockupsByProductTypes.path, async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const ids = [...new Set(String(req.query.ids ?? '').split(',').filter(isUuid))];
    if (ids.length > MAX_MOCKUP_PRODUCT_TYPES) {
      res.status(400).json({ error: `at most ${MAX_MOCKUP_PRODUCT_TYPES} ids` });
      return;
    }
    const rows = await deps.mockups.byProductTypes(ids);
    res.json(
      routeAnswer(ARTWORKS_ROUTES.mockupsByProductTypes, {
        mockups: rows.map((row) => ({
          id: row.id,
          title: row.title,
          productTypeId: row.product_type_id,
          ordering: row.ordering,
          width: row.width,
          height: row.height,
          fileKey: row.file_key,
          previewKey: row.preview_key,
          layers: row.layers,
          settings: mockupSettingsOf(row),
          variantIds: row.variant_ids,
        })),
      }),
    );
  });
}
