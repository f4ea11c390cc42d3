import { randomUUID } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { isProductId, PRODUCT_MESSAGES, TOPICS, type ProductMockupRequestedEvent } from '@pod/contracts';
import { badInput, conflict, enqueueEvent, isUuid, notFound, type Logger, type UserContext } from '@pod/service-kit';
import { SERVICE_NAME } from '../config';
import type { ArtworkDirectory } from '../artworks/artwork-directory';
import { PrintAreaEntity, type PrintArea } from '../product-types/print-area.entity';
import { ProductEntity, type Product } from '../products/product.entity';
import { productOwnerScope } from '../products/product-scope';
import type { SiteDirectory } from '../sites/site-directory';
import { ProductTypeVariantEntity } from '../variants/product-type-variant.entity';
import type { MockupDirectory } from './mockup-directory';
import { planMockupJobs } from './plan-mockup-jobs';
import { ProductDraftEntity, ProductMockupJobEntity, type ProductDraft, type ProductMockupJob } from './product-mockup.entity';
import type { GenerateProductMockupInput } from '../generated/resolvers-types';

/** Refusals where the spec is silent (the form never sends these). */
export const PRODUCT_MOCKUP_MESSAGES = {
  artworksRequired: 'Please choose the artworks to show on the mockups',
  productIdInvalid: 'A product id is 9 lower-case letters or digits',
  oneProduct: 'Mockups are generated for one product at a time',
  productIdTaken: 'This product id is already in use; reload the page to start a new product',
  printAreaNotOfType: 'This print area does not belong to the chosen product types',
} as const;

export interface ProductMockupBatch {
  productId: string;
  total: number;
  renders: ProductMockupJob[];
}

export interface ProductMockupsServiceDeps {
  db: DataSource;
  sites: SiteDirectory;
  artworks: ArtworkDirectory;
  mockups: MockupDirectory;
  logger: Logger;
  afterCommit: () => void;
}

/** Whose product the renders are for, as far as rights go. */
interface RenderTarget {
  /** The site's owner (the product's seller); null for a draft staff started. */
  sellerId: string | null;
  /** Who the PNGs belong to in media: the seller, else the requester. */
  ownerId: string;
}

/**
 * `generateProductMockups` (spec 002 §7, §4 "Mockup rendering for products"): checks the caller
 * may work on the product (or claims the id of one not created yet), pins each artwork's current
 * version, plans one render per mockup and variant colour (`planMockupJobs`) and, in one
 * transaction, replaces the product's earlier renders with these and queues one
 * `catalog.product-mockup.requested` per render in the outbox. Media renders them; the results
 * consumer (`product-mockup-results.consumer.ts`) records each one and tells the browser.
 */
export class ProductMockupsService {
  constructor(private readonly deps: ProductMockupsServiceDeps) {}

  async generate(user: UserContext, input: readonly GenerateProductMockupInput[], excludeMockups: readonly string[]): Promise<ProductMockupBatch> {
    if (!input.length) throw badInput(PRODUCT_MOCKUP_MESSAGES.artworksRequired, 'input');
    const productId = input[0]!.productId.trim();
    if (!isProductId(productId)) throw badInput(PRODUCT_MOCKUP_MESSAGES.productIdInvalid, 'input.0.productId');
    if (input.some((row) => row.productId.trim() !== productId)) throw badInput(PRODUCT_MOCKUP_MESSAGES.oneProduct, 'input');

    const product = await this.deps.db.getRepository(ProductEntity).findOneBy({ id: productId });
    const target = product ? await this.productTarget(user, product) : await this.draftTarget(user, productId);

    // The print areas named, each of a listed type; every artwork a live one its seller may print.
    const typeIds = [...new Set(input.map((row) => row.productTypeId))].filter(isUuid);
    const areas = typeIds.length ? await this.deps.db.getRepository(PrintAreaEntity).findBy({ product_type_id: In(typeIds) }) : [];
    const areaById = new Map(areas.map((a) => [a.id, a]));
    const chosen = input.map((row, i) => {
      const area = areaById.get(row.productTypePrintAreaId);
      if (!area || area.product_type_id !== row.productTypeId) throw badInput(PRODUCT_MOCKUP_MESSAGES.printAreaNotOfType, `input.${i}.productTypePrintAreaId`);
      return { area, artworkId: row.artworkId.trim() };
    });
    const versions = await this.checkArtworks(target, chosen);

    const [mockups, variants] = await Promise.all([
      this.deps.mockups.mockupsOfProductTypes(typeIds),
      this.deps.db.getRepository(ProductTypeVariantEntity).find({ where: { product_type_id: In(typeIds), is_active: true }, order: { sorting: 'ASC', created_at: 'ASC' } }),
    ]);
    const planned = planMockupJobs(mockups, variants, excludeMockups);

    const batchId = randomUUID();
    const jobs: ProductMockupJob[] = planned.map((job) => ({
      id: randomUUID(),
      product_id: productId,
      batch_id: batchId,
      requester_id: user.id,
      seller_id: target.sellerId,
      mockup_id: job.mockup.id,
      product_type_id: job.mockup.productTypeId,
      sorting: job.sorting,
      variant_color: job.variantColor,
      variant_ids: job.variantIds,
      status: 'rendering',
      image_key: null,
      log: null,
      created_at: new Date(),
      updated_at: new Date(),
    }));
    await this.deps.db.transaction(async (manager) => {
      // Renders of an earlier request are superseded: their late results find no job and are dropped.
      await manager.getRepository(ProductMockupJobEntity).delete({ product_id: productId });
      if (!jobs.length) return;
      await manager.getRepository(ProductMockupJobEntity).insert(jobs);
      for (const [i, job] of jobs.entries()) {
        const mockup = planned[i]!.mockup;
        const data: ProductMockupRequestedEvent = {
          jobId: job.id,
          productId,
          ownerId: target.ownerId,
          mockup: { id: mockup.id, width: mockup.width, height: mockup.height, photoKey: mockup.fileKey, layers: mockup.layers },
          variantColor: job.variant_color,
          defaultBgColor: mockup.defaultBgColor,
          printAreas: chosen
            .filter((c) => c.area.product_type_id === mockup.productTypeId)
            .map((c) => ({ printAreaId: c.area.id, artworkId: c.artworkId, version: versions.get(c.artworkId)!, ...pixelSize(c.area) })),
        };
        await enqueueEvent(manager, SERVICE_NAME, TOPICS.productMockupRequested, { type: TOPICS.productMockupRequested, key: productId, data });
      }
    });
    this.deps.afterCommit();
    this.deps.logger.info({ productId, renders: jobs.length, requester: user.id }, 'product mockups requested');
    return { productId, total: jobs.length, renders: jobs };
  }

  /** An existing product: whoever may save it (its site's Seller, an Administrator). */
  private async productTarget(user: UserContext, product: Product): Promise<RenderTarget> {
    const owner = productOwnerScope(user);
    if (owner && product.user_id !== owner) throw notFound('Product not found');
    await this.deps.sites.assertOwnedBy(user, product.site_id);
    return { sellerId: product.user_id, ownerId: product.user_id };
  }

  /**
   * A product not created yet: the first request claims the id for the caller; anyone else is
   * refused (as is the same id once its product exists under another seller — handled above).
   */
  private async draftTarget(user: UserContext, productId: string): Promise<RenderTarget> {
    // A Seller's draft is for themself; staff choose the site (and so the seller) only on save.
    const sellerId = productOwnerScope(user) ? user.id : null;
    const repo = this.deps.db.getRepository(ProductDraftEntity);
    await repo.createQueryBuilder().insert().values({ product_id: productId, requester_id: user.id, seller_id: sellerId } as ProductDraft).orIgnore().execute();
    const draft = await repo.findOneByOrFail({ product_id: productId });
    if (draft.requester_id !== user.id) throw conflict(PRODUCT_MOCKUP_MESSAGES.productIdTaken, 'input.0.productId');
    return { sellerId: draft.seller_id, ownerId: draft.seller_id ?? user.id };
  }

  /**
   * The artworks must be live and the seller's own (the product save's rule); a draft staff
   * started has no seller yet, so any live artwork may be previewed — the save checks it again.
   * Returns each artwork's current version.
   */
  private async checkArtworks(target: RenderTarget, chosen: Array<{ area: PrintArea; artworkId: string }>): Promise<Map<string, number>> {
    const ids = chosen.map((c) => c.artworkId);
    const [owners, versions] = await Promise.all([this.deps.artworks.ownersOf(ids), this.deps.artworks.currentVersions(ids)]);
    for (const { area, artworkId } of chosen) {
      const owner = owners.get(artworkId);
      const allowed = owner !== undefined && versions.has(artworkId) && (target.sellerId === null ? true : owner === target.sellerId);
      if (!allowed) throw badInput(PRODUCT_MESSAGES.artworkRequired(area.name), 'input');
    }
    return versions;
  }
}

/** The print area's pixel size, whole pixels (the type editor requires a size; a row saved without one would draw 1 × 1). */
function pixelSize(area: PrintArea): { width: number; height: number } {
  return { width: Math.max(1, Math.round(area.width ?? 1)), height: Math.max(1, Math.round(area.height ?? 1)) };
}
