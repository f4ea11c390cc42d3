import { In, type DataSource, type EntityManager } from 'typeorm';
import { generateProductId, isProductId, makePermalink, PRODUCT_MESSAGES, serializeBundledProducts, type BundledProduct } from '@pod/contracts';
import { badInput, conflict, containsPattern, isUuid, notFound, pageArgs, type Logger, type PageBounds, type UserContext, SITE_NOT_FOUND } from '@pod/service-kit';
import { queuePush } from '../campaign-stores/campaign-store-events';
import { PrintAreaEntity, type PrintArea } from '../product-types/print-area.entity';
import { ProductTypeEntity } from '../product-types/product-type.entity';
import type { ArtworkDirectory } from '../artworks/artwork-directory';
import type { SiteDirectory, SiteRecord } from '../sites/site-directory';
import { ProductTypeVariantEntity } from '../variants/product-type-variant.entity';
import type { FileRegistry } from '../media/file-registry';
import { buildProductDraft, PRODUCT_INPUT_MESSAGES, requestedTypeIds, type ProductDraft, type ProductTypeCatalog } from './product-input';
import { syncProductVariants, uniqueViolation } from './product-rows';
import { productOwnerScope } from './product-scope';
import { ProductDraftEntity } from '../product-mockups/product-mockup.entity';
import { PRODUCT_MOCKUP_MESSAGES } from '../product-mockups/product-mockups.service';
import {
  ProductEntity,
  ProductPrintAreaEntity,
  ProductStoreEntity,
  ProductVariantEntity,
  type Product,
  type ProductPrintArea,
  type ProductStore,
  type ProductVariant,
} from './product.entity';
import type { ProductFilter, ProductInput } from '../generated/resolvers-types';

/** Spec 002 §9 / 001 §7: lists show 20 per page; the seller's own product picker asks for "very large". */
export const PRODUCT_PAGES: PageBounds = { size: 20, max: 10_000 };
/** Fresh ids (9 characters) and generated permalinks collide rarely; a few tries are plenty. */
const SAVE_TRIES = 5;

export interface ProductsServiceDeps {
  db: DataSource;
  sites: SiteDirectory;
  files: FileRegistry;
  artworks: ArtworkDirectory;
  logger: Logger;
  afterCommit: () => void;
}

/**
 * Products of sellers' sites (spec 001 §3, §7): a save checks the product against its product
 * types and, in the same transaction, queues the push to the site's store (a campaign store
 * row plus `catalog.campaign-store.push-requested` in the outbox).
 */
export class ProductsService {
  constructor(private readonly deps: ProductsServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  async list(user: UserContext, filter: ProductFilter = {}): Promise<{ count: number; hits: Product[] }> {
    const { offset, limit } = pageArgs(filter, PRODUCT_PAGES);
    const qb = this.db.getRepository(ProductEntity).createQueryBuilder('p');
    const owner = productOwnerScope(user);
    if (owner) qb.andWhere('p.user_id = :owner', { owner });
    // A Seller works in their current site (x-site-id); staff see every site unless they pick one.
    const siteId = filter.site_id ?? (owner ? user.siteId : null);
    if (siteId) {
      if (!isUuid(siteId)) return { count: 0, hits: [] };
      qb.andWhere('p.site_id = :siteId', { siteId });
    }
    const search = filter.search?.trim();
    if (search) {
      qb.andWhere('(p.title ILIKE :q OR p.sku ILIKE :q OR p.id = :exact)', { q: containsPattern(search), exact: search.toLowerCase() });
    }
    const [hits, count] = await qb.orderBy('p.created_at', 'DESC').addOrderBy('p.id', 'ASC').skip(offset).take(limit).getManyAndCount();
    return { count, hits };
  }

  /** A product the user may read, or NOT_FOUND (another seller's product does not exist for them). */
  async getReadable(user: UserContext, id: string): Promise<Product> {
    const product = await this.db.getRepository(ProductEntity).findOneBy({ id });
    const owner = productOwnerScope(user);
    if (!product || (owner && product.user_id !== owner)) throw notFound('Product not found');
    return product;
  }

  /** For federation references and loaders: no scoping (the referring service authorised its entity). */
  async findByIds(ids: readonly string[]): Promise<Product[]> {
    if (!ids.length) return [];
    return this.db.getRepository(ProductEntity).findBy({ id: In([...ids]) });
  }

  /** Variants by their own ids (federation references from orders); malformed ids match nothing. */
  async variantsByIds(ids: readonly string[]): Promise<ProductVariant[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (!valid.length) return [];
    return this.db.getRepository(ProductVariantEntity).findBy({ id: In(valid) });
  }

  async variantsOf(productIds: readonly string[]): Promise<ProductVariant[]> {
    if (!productIds.length) return [];
    return this.db.getRepository(ProductVariantEntity).find({ where: { product_id: In([...productIds]) }, order: { sorting: 'ASC', id: 'ASC' } });
  }

  async printAreasOf(productIds: readonly string[]): Promise<ProductPrintArea[]> {
    if (!productIds.length) return [];
    return this.db.getRepository(ProductPrintAreaEntity).find({ where: { product_id: In([...productIds]) }, order: { sorting: 'ASC', id: 'ASC' } });
  }

  async storesOf(productIds: readonly string[]): Promise<ProductStore[]> {
    if (!productIds.length) return [];
    return this.db.getRepository(ProductStoreEntity).find({ where: { product_id: In([...productIds]) }, order: { created_at: 'ASC' } });
  }

  /** Which of these store product ids already belong to a product of the site (the mapping table hides them). */
  async checkOriginIds(user: UserContext, siteId: string, originIds: readonly string[]): Promise<string[]> {
    if (!isUuid(siteId)) throw notFound(SITE_NOT_FOUND);
    if (productOwnerScope(user)) await this.deps.sites.assertOwnedBy(user, siteId);
    const wanted = [...new Set(originIds.map(String))];
    if (!wanted.length) return [];
    const rows = (await this.db.query(
      `SELECT "origin_id" FROM "catalog"."products" WHERE "site_id" = $1 AND "origin_id" = ANY($2::text[])
       UNION
       SELECT "origin_id" FROM "catalog"."product_stores" WHERE "site_id" = $1 AND "origin_id" = ANY($2::text[])`,
      [siteId, wanted],
    )) as Array<{ origin_id: string }>;
    const found = new Set(rows.map((r) => r.origin_id));
    return wanted.filter((id) => found.has(id));
  }

  async create(user: UserContext, input: ProductInput): Promise<Product> {
    const siteId = input.site_id?.trim() || user.siteId;
    if (!siteId) throw badInput(PRODUCT_INPUT_MESSAGES.siteRequired, 'site_id');
    if (!isUuid(siteId)) throw notFound(SITE_NOT_FOUND);
    const site = await this.writableSite(user, siteId);
    const catalog = await this.loadTypes(requestedTypeIds(input), input);
    const draft = buildProductDraft(input, catalog);
    assertConnected(site);
    await this.assertSellerArtworks(draft.printAreas, site.user_id);
    await this.checkImages(user, site.user_id, draft, catalog, []);
    const bundled = await this.checkBundled(draft.bundled, site.id, null);
    const firstType = draft.product.product_type_ids[0]!;
    const typeSku = catalog.types.get(firstType)!.sku;

    // The id the form rendered mockups for (spec 001: the creation input's id is generated; the form
    // generates it so mockups can render before Submit), else a fresh one.
    const chosenId = await this.chosenProductId(user, input.id);
    for (let attempt = 1; ; attempt++) {
      const id = chosenId ?? generateProductId();
      const product: Product = {
        ...draft.product,
        id,
        origin_id: null,
        permalink: draft.product.permalink ?? makePermalink(typeSku, firstType),
        sku: `${typeSku}-${id}`,
        bundled_products: bundled,
        site_id: site.id,
        // The site's owner, also when an Administrator creates the product for them.
        user_id: site.user_id,
        created_at: new Date(),
        updated_at: new Date(),
      };
      try {
        await this.db.transaction(async (manager) => {
          await manager.getRepository(ProductEntity).insert(product);
          await manager.getRepository(ProductDraftEntity).delete({ product_id: id });
          await this.writeChildren(manager, id, draft, true);
          if (site.platform !== 'import') await queuePush(manager, { productId: id, siteId: site.id, userId: site.user_id, firstTime: true });
        });
        this.deps.afterCommit();
        return this.db.getRepository(ProductEntity).findOneByOrFail({ id });
      } catch (error) {
        const constraint = uniqueViolation(error);
        // A given permalink that is taken is the user's to change; our own random picks are retried.
        if (constraint === 'products_permalink_key' && draft.product.permalink) throw conflict(PRODUCT_INPUT_MESSAGES.permalinkTaken, 'permalink');
        if (constraint === 'products_pkey' && chosenId) throw conflict(PRODUCT_MOCKUP_MESSAGES.productIdTaken, 'id');
        if ((constraint === 'products_pkey' || constraint === 'products_permalink_key') && attempt < SAVE_TRIES) continue;
        throw error;
      }
    }
  }

  async update(user: UserContext, id: string, input: ProductInput): Promise<Product> {
    const current = await this.db.getRepository(ProductEntity).findOneBy({ id });
    const owner = productOwnerScope(user);
    if (!current || (owner && current.user_id !== owner)) throw notFound('Product not found');
    if (input.site_id && input.site_id !== current.site_id) throw badInput('A product cannot move to another site', 'site_id');
    const site = await this.writableSite(user, current.site_id);
    const [variants, printAreas] = await Promise.all([this.variantsOf([id]), this.printAreasOf([id])]);
    const catalog = await this.loadTypes(requestedTypeIds(input, current), input, variants);
    const draft = buildProductDraft(input, catalog, { product: current, variants, printAreas });
    assertConnected(site);
    await this.assertSellerArtworks(draft.printAreas, site.user_id);
    await this.checkImages(user, site.user_id, draft, catalog, current.images);
    const bundled = await this.checkBundled(draft.bundled, site.id, id);
    const typeSku = catalog.types.get(draft.product.product_type_ids[0]!)!.sku;
    const product: Product = {
      ...current,
      ...draft.product,
      permalink: draft.product.permalink ?? current.permalink,
      sku: current.sku ?? `${typeSku}-${id}`,
      bundled_products: bundled,
    };
    try {
      await this.db.transaction(async (manager) => {
        await manager.getRepository(ProductEntity).save(product);
        await this.writeChildren(manager, id, draft, false);
        if (site.platform !== 'import') await queuePush(manager, { productId: id, siteId: site.id, userId: site.user_id, firstTime: !current.origin_id });
      });
    } catch (error) {
      if (uniqueViolation(error) === 'products_permalink_key') throw conflict(PRODUCT_INPUT_MESSAGES.permalinkTaken, 'permalink');
      throw error;
    }
    this.deps.afterCommit();
    return this.db.getRepository(ProductEntity).findOneByOrFail({ id });
  }

  /**
   * The id a create asks for: a well-formed one that no one else holds as a draft (the caller's
   * own draft is theirs to use); null = generate one. A product with that id already is refused
   * at the insert (primary key).
   */
  private async chosenProductId(user: UserContext, requested: string | null | undefined): Promise<string | null> {
    const id = requested?.trim();
    if (!id) return null;
    if (!isProductId(id)) throw badInput(PRODUCT_MOCKUP_MESSAGES.productIdInvalid, 'id');
    const draft = await this.db.getRepository(ProductDraftEntity).findOneBy({ product_id: id });
    if (draft && draft.requester_id !== user.id) throw conflict(PRODUCT_MOCKUP_MESSAGES.productIdTaken, 'id');
    return id;
  }

  /**
   * A product prints only its seller's own live artworks (spec 002 §6 scopes a seller's artworks
   * to their own), also when an Administrator saves it; anything else is refused on its print area.
   */
  private async assertSellerArtworks(printAreas: ProductDraft['printAreas'], sellerId: string): Promise<void> {
    const owners = await this.deps.artworks.ownersOf(printAreas.map((area) => area.artwork_id ?? ''));
    const foreign = printAreas.find((area) => owners.get(area.artwork_id ?? '') !== sellerId);
    if (foreign) throw badInput(PRODUCT_MESSAGES.artworkRequired(foreign.name), 'print_areas');
  }

  /**
   * A product shows only images its seller may use: their own uploads (or those of whoever saves
   * it for them), its product types' pictures, and the images it already had.
   */
  private checkImages(user: UserContext, sellerId: string, draft: ProductDraft, catalog: ProductTypeCatalog, had: readonly string[]): Promise<void> {
    const typeImages = [...catalog.types.values()].flatMap((type) => type.images ?? []);
    return this.deps.files.checkImages(draft.product.images, { owners: [sellerId, user.id], reusable: [...had, ...typeImages], field: 'images' });
  }

  /** Sellers write only to sites they own; Administrators to any. */
  private writableSite(user: UserContext, siteId: string): Promise<SiteRecord> {
    return this.deps.sites.assertOwnedBy(user, siteId);
  }

  /** The chosen types with their print areas and the type variants the input refers to. */
  private async loadTypes(typeIds: string[], input: ProductInput, currentVariants: ProductVariant[] = []): Promise<ProductTypeCatalog> {
    const validTypeIds = typeIds.filter(isUuid);
    const variantIds = [...(input.variants ?? currentVariants)].map((v) => v.product_type_variant_id).filter(isUuid);
    const [types, areas, variants] = await Promise.all([
      validTypeIds.length ? this.db.getRepository(ProductTypeEntity).findBy({ id: In(validTypeIds) }) : [],
      validTypeIds.length ? this.db.getRepository(PrintAreaEntity).find({ where: { product_type_id: In(validTypeIds) }, order: { sorting: 'ASC', id: 'ASC' } }) : [],
      variantIds.length ? this.db.getRepository(ProductTypeVariantEntity).findBy({ id: In(variantIds) }) : [],
    ]);
    const printAreas = new Map<string, PrintArea[]>();
    for (const area of areas) printAreas.set(area.product_type_id, [...(printAreas.get(area.product_type_id) ?? []), area]);
    return { types: new Map(types.map((t) => [t.id, t])), variants: new Map(variants.map((v) => [v.id, v])), printAreas };
  }

  /**
   * Spec 001 §5 Product form: every bundled id must be a product of the same site (and not the
   * product itself). The stored text carries each one's current store id.
   */
  private async checkBundled(items: BundledProduct[], siteId: string, selfId: string | null): Promise<string | null> {
    if (!items.length) return null;
    const found = await this.findByIds(items.map((i) => i.id));
    const byId = new Map(found.map((p) => [p.id, p]));
    return serializeBundledProducts(
      items.map((item) => {
        const product = byId.get(item.id);
        if (!product || product.site_id !== siteId || product.id === selfId) throw badInput(PRODUCT_MESSAGES.bundleNotOnSite, 'bundled_products');
        return { id: product.id, origin_id: product.origin_id };
      }),
    );
  }

  /**
   * Variants and print areas keep their ids across saves (orders point at variants): rows are
   * matched by the type variant / type print area they stand for; rows no longer chosen go.
   */
  private async writeChildren(manager: EntityManager, productId: string, draft: ProductDraft, isNew: boolean): Promise<void> {
    await syncProductVariants(manager, productId, draft.variants, { isNew });

    const areaRepo = manager.getRepository(ProductPrintAreaEntity);
    const oldAreas = isNew ? [] : await areaRepo.findBy({ product_id: productId });
    const areaByType = new Map(oldAreas.map((a) => [a.product_type_print_area_id, a]));
    const keptAreas = new Set(draft.printAreas.map((a) => a.product_type_print_area_id));
    const dropAreas = oldAreas.filter((a) => !keptAreas.has(a.product_type_print_area_id)).map((a) => a.id);
    if (dropAreas.length) await areaRepo.delete({ id: In(dropAreas) });
    if (draft.printAreas.length) {
      await areaRepo.save(draft.printAreas.map((a) => ({ ...(areaByType.get(a.product_type_print_area_id) ?? {}), ...a, product_id: productId }) as ProductPrintArea));
    }
  }
}

/** Products go to the store at once, so the site must be connected and not disabled. */
function assertConnected(site: SiteRecord): void {
  if (!site.verified || !site.status) throw badInput(PRODUCT_INPUT_MESSAGES.siteNotConnected, 'site_id');
}
