import type { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, containsPattern, isUuid, notFound, pageArgs, type PageBounds, type UserContext } from '@pod/service-kit';
import type { Category } from '../categories/category.entity';
import { PrintAreaEntity, type PrintArea } from './print-area.entity';
import { replacePrintAreas } from './print-areas';
import { ProductTypeCategoryEntity, ProductTypeEntity, type ProductType } from './product-type.entity';
import type { FileRegistry } from '../media/file-registry';
import { printAreaDrafts, productTypeDraft, type ProductTypeDraft } from './product-type-input';
import type { PrintAreaInput, ProductTypeFilter, ProductTypeInput } from '../generated/resolvers-types';

/** Spec 001 §9: "Product type load limit 1000" — the lists and pickers load up to that at once. */
export const PRODUCT_TYPE_PAGES: PageBounds = { size: 1000, max: 1000 };

/** Spec silent on SKU uniqueness; we keep one type per SKU (any case) and say so. */
export const SKU_TAKEN = 'SKU already exists';

export interface BaseCostRange {
  min: number | null;
  max: number | null;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Product types with their categories and print areas (spec 001 §3, §5). Variants live in
 * ../variants. Types are global (not scoped by user): `_user` only keeps the one method shape.
 */
export class ProductTypesService {
  constructor(
    private readonly db: DataSource,
    private readonly files: FileRegistry,
  ) {}

  async list(filter: ProductTypeFilter = {}): Promise<{ count: number; hits: ProductType[] }> {
    const { offset, limit } = pageArgs(filter, PRODUCT_TYPE_PAGES);
    const qb = this.db.getRepository(ProductTypeEntity).createQueryBuilder('pt');
    if (filter.status) qb.andWhere('pt.state = :state', { state: filter.status });
    const search = filter.search?.trim();
    if (search) qb.andWhere('(pt.title ILIKE :pattern OR pt.sku ILIKE :pattern)', { pattern: containsPattern(search) });
    if (filter.category_id) {
      if (!isUuid(filter.category_id)) return { count: 0, hits: [] };
      qb.andWhere('EXISTS (SELECT 1 FROM "catalog"."product_type_categories" ptc WHERE ptc.product_type_id = pt.id AND ptc.category_id = :categoryId)', {
        categoryId: filter.category_id,
      });
    }
    if (filter.priced_only) {
      // The product picker (spec 001 §5): only types a seller can actually price from.
      qb.andWhere('EXISTS (SELECT 1 FROM "catalog"."product_type_variants" v WHERE v.product_type_id = pt.id AND v.is_active AND v.base_cost IS NOT NULL)');
    }
    const [hits, count] = await qb
      .orderBy('pt.created_at', 'DESC')
      .addOrderBy('pt.title', 'ASC')
      .addOrderBy('pt.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { count, hits };
  }

  async get(id: string): Promise<ProductType> {
    return this.find(id);
  }

  private async find(id: string, manager: EntityManager = this.db.manager): Promise<ProductType> {
    const type = isUuid(id) ? await manager.getRepository(ProductTypeEntity).findOneBy({ id }) : null;
    if (!type) throw notFound('Product type not found');
    return type;
  }

  /** In the order asked; unknown ids give null (the loader's contract). */
  async findByIds(ids: readonly string[]): Promise<Array<ProductType | null>> {
    const valid = ids.filter(isUuid);
    const rows = valid.length ? await this.db.getRepository(ProductTypeEntity).createQueryBuilder('pt').where('pt.id = ANY(:ids)', { ids: valid }).getMany() : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async create(user: UserContext, input: ProductTypeInput): Promise<ProductType> {
    const draft = productTypeDraft(input);
    await this.checkImages(user, draft.images, []);
    return this.write(async (manager) => {
      await this.assertCategories(manager, draft.categories);
      await this.assertSkuFree(manager, draft.sku);
      const repo = manager.getRepository(ProductTypeEntity);
      const type = await repo.save(repo.create({ ...detailColumns(draft), creater_id: user.id }));
      await this.replaceCategories(manager, type.id, draft.categories);
      await replacePrintAreas(manager, type.id, draft.printAreas!);
      return type;
    });
  }

  /**
   * Changes the fields sent, checked as a whole. Attributes are replaced as sent; variants
   * are never deleted here (spec 001: the variants screen manages them).
   */
  async update(user: UserContext, id: string, input: ProductTypeInput): Promise<ProductType> {
    if (input.images != null) {
      // Asked before the transaction: media's registry may share the database (embedded PGlite).
      const stored = isUuid(id) ? await this.db.getRepository(ProductTypeEntity).findOneBy({ id }) : null;
      await this.checkImages(user, input.images.map((k) => k.trim()).filter(Boolean), stored?.images ?? []);
    }
    return this.write(async (manager) => {
      const type = await this.lock(manager, id);
      const [categories, printAreas] = await Promise.all([
        manager.getRepository(ProductTypeCategoryEntity).findBy({ product_type_id: id }),
        manager.getRepository(PrintAreaEntity).findBy({ product_type_id: id }),
      ]);
      const draft = productTypeDraft(input, { type, categories: categories.map((c) => c.category_id), printAreas });
      if (input.categories !== undefined) await this.assertCategories(manager, draft.categories);
      if (draft.sku.toLowerCase() !== type.sku.toLowerCase()) await this.assertSkuFree(manager, draft.sku);
      await manager.getRepository(ProductTypeEntity).update({ id }, detailColumns(draft));
      if (input.categories !== undefined) await this.replaceCategories(manager, id, draft.categories);
      if (draft.printAreas) await replacePrintAreas(manager, id, draft.printAreas);
      return this.find(id, manager);
    });
  }

  /** Pictures a save adds are the saver's own registered jpg/png uploads (media's registry). */
  private checkImages(user: UserContext, images: readonly string[], had: readonly string[]): Promise<void> {
    return this.files.checkImages(images, { owners: [user.id], reusable: had, field: 'images' });
  }

  /** Spec 001 §7 updateProductTypePrintAreas: the print areas alone, with their variant_ids. */
  async updatePrintAreas(productTypeId: string, areas: PrintAreaInput[]): Promise<ProductType> {
    const drafts = printAreaDrafts(areas, 'print_areas');
    return this.write(async (manager) => {
      await this.lock(manager, productTypeId);
      await replacePrintAreas(manager, productTypeId, drafts, 'print_areas');
      await manager.getRepository(ProductTypeEntity).update({ id: productTypeId }, { updated_at: new Date() });
      return this.find(productTypeId, manager);
    });
  }

  /** Categories of many types in one query (DataLoader batch), each list by title. */
  async categoriesOf(typeIds: readonly string[]): Promise<Category[][]> {
    const rows: Array<Category & { product_type_id: string }> = await this.db.query(
      `SELECT ptc.product_type_id, c.* FROM "catalog"."product_type_categories" ptc JOIN "catalog"."categories" c ON c.id = ptc.category_id
        WHERE ptc.product_type_id = ANY($1::uuid[]) ORDER BY c.title, c.id`,
      [typeIds.filter(isUuid)],
    );
    return groupBy(typeIds, rows, (r) => r.product_type_id).map((list) => list.map(({ product_type_id: _, ...category }) => category));
  }

  /** Print areas of many types in one query, each list in the editor's order. */
  async printAreasOf(typeIds: readonly string[]): Promise<PrintArea[][]> {
    const rows = await this.db
      .getRepository(PrintAreaEntity)
      .createQueryBuilder('pa')
      .where('pa.product_type_id = ANY(:ids)', { ids: typeIds.filter(isUuid) })
      .orderBy('pa.sorting', 'ASC')
      .addOrderBy('pa.id', 'ASC')
      .getMany();
    return groupBy(typeIds, rows, (r) => r.product_type_id);
  }

  /** Lowest/highest base cost among active priced variants, for many types in one query. */
  async baseCostRanges(typeIds: readonly string[]): Promise<BaseCostRange[]> {
    const rows: Array<{ product_type_id: string; min: string; max: string }> = await this.db.query(
      `SELECT product_type_id, min(base_cost) AS min, max(base_cost) AS max FROM "catalog"."product_type_variants"
        WHERE product_type_id = ANY($1::uuid[]) AND is_active AND base_cost IS NOT NULL GROUP BY product_type_id`,
      [typeIds.filter(isUuid)],
    );
    const byType = new Map(rows.map((r) => [r.product_type_id, { min: Number(r.min), max: Number(r.max) }]));
    return typeIds.map((id) => byType.get(id) ?? { min: null, max: null });
  }

  /** Runs a write in one transaction; a SKU taken by a concurrent save still gets the message. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if ((error as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION && (error as { constraint?: string }).constraint === 'product_types_sku_key') {
        throw conflict(SKU_TAKEN, 'sku');
      }
      throw error;
    }
  }

  /** The type, locked until commit so concurrent edits of one type queue up. */
  private async lock(manager: EntityManager, id: string): Promise<ProductType> {
    if (!isUuid(id)) throw notFound('Product type not found');
    const [row] = await manager.query(`SELECT id FROM "catalog"."product_types" WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw notFound('Product type not found');
    return this.find(id, manager);
  }

  private async assertSkuFree(manager: EntityManager, sku: string): Promise<void> {
    const [taken] = await manager.query(`SELECT 1 FROM "catalog"."product_types" WHERE lower(sku) = lower($1)`, [sku]);
    if (taken) throw conflict(SKU_TAKEN, 'sku');
  }

  /** Categories are chosen from the list, so an unknown one is a stale form: say which field. */
  private async assertCategories(manager: EntityManager, ids: string[]): Promise<void> {
    const valid = ids.filter(isUuid);
    const rows: Array<{ id: string }> = valid.length ? await manager.query(`SELECT id FROM "catalog"."categories" WHERE id = ANY($1::uuid[])`, [valid]) : [];
    if (rows.length !== ids.length) throw badInput('Category not found', 'categories');
  }

  private async replaceCategories(manager: EntityManager, typeId: string, categoryIds: string[]): Promise<void> {
    const repo = manager.getRepository(ProductTypeCategoryEntity);
    await repo.delete({ product_type_id: typeId });
    await repo.insert(categoryIds.map((category_id) => ({ product_type_id: typeId, category_id })));
  }
}

function detailColumns(draft: ProductTypeDraft) {
  const { title, description, sku, mockup, images, attributes, state } = draft;
  return { title, description, sku, mockup, images, attributes, state };
}

function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}
