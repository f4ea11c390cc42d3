import type { DataSource } from 'typeorm';
import { In, IsNull } from 'typeorm';
import { DEFAULT_MOCKUP_SETTINGS } from '@pod/artwork-scene';
import { MAX_ROUTE_MOCKUPS } from '@pod/artworks-client';
import { badInput, forbidden, isUuid, notFound, type UserContext } from '@pod/service-kit';
import type { MutationCreateMockupArgs, MutationUpdateMockupArgs } from '../generated/resolvers-types';
import { MockupEntity, type MockupRow } from './mockup.entity';
import { MediaFileError, type MediaFile, type MediaFiles } from './media-files';
import type { CatalogFacts, ProductFacts } from './catalog-facts';
import { mayEditProduct, mayReadProduct, mayWriteTypeMockups } from './mockup-access';
import { checkedMockupDocument } from './mockup-document';

/** Upload types of a mockup (spec 001 §8: "mockup jpg, jpeg, png, psd"). */
export const MOCKUP_EXTENSIONS = ['jpg', 'jpeg', 'png', 'psd'];
const MOCKUP_MIMES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/vnd.adobe.photoshop', 'application/x-photoshop', 'application/photoshop', 'application/psd']);

export const MOCKUP_MESSAGES = {
  productTypeRequired: 'Please save the product base first',
  fileRequired: 'Please choose a mockup file',
  fileNotFound: 'File not found',
  fileNotYours: 'This file does not belong to you',
  wrongType: 'Mockup must be a jpg, jpeg, png or psd file',
  unreadable: 'The mockup image could not be read',
  notFound: 'Mockup not found',
  productNotFound: 'Product not found',
  productTypeNotFound: 'Product type not found',
  titleRequired: 'Mockup title is required',
  noMove: 'A mockup cannot move to another product type or product',
  previewNotOwn: "The preview must be the mockup's own picture",
  productWithoutType: 'The product has no product type',
  orderingTwice: 'A mockup is listed twice',
} as const;


/**
 * Product type mockups (spec 001 §2 editor card "Mockups"): created from an uploaded file that
 * media describes (type, owner, pixel size, PSD → PNG preview); listed per product type.
 */
export class MockupService {
  constructor(
    private readonly db: DataSource,
    private readonly media: MediaFiles,
    private readonly catalog: CatalogFacts,
  ) {}

  /**
   * A product type's own mockups (no product), by ordering then age. Mockups are shared by
   * everyone who may read product types: the viewer does not narrow them.
   */
  async byProductType(productTypeId: string): Promise<MockupRow[]> {
    if (!isUuid(productTypeId)) return [];
    return this.db.getRepository(MockupEntity).find({
      where: { product_type_id: productTypeId, product_id: IsNull() },
      order: { ordering: 'ASC', created_at: 'ASC', id: 'ASC' },
    });
  }

  async get(id: string): Promise<MockupRow> {
    const row = isUuid(id) ? await this.db.getRepository(MockupEntity).findOne({ where: { id } }) : null;
    if (!row) throw notFound(MOCKUP_MESSAGES.notFound);
    return row;
  }

  async getMany(ids: string[]): Promise<Map<string, MockupRow>> {
    const valid = ids.filter(isUuid);
    const rows = valid.length ? await this.db.getRepository(MockupEntity).findBy({ id: In(valid) }) : [];
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * A registered upload the caller may use as a mockup picture: jpg, jpeg, png or psd, theirs
   * (super admins may reuse anyone's), readable by media, which answers its size and preview.
   */
  private async checkedUpload(user: UserContext, fileId: string, field: string): Promise<{ file: MediaFile; preview_key: string; width: number; height: number }> {
    if (!fileId) throw badInput(MOCKUP_MESSAGES.fileRequired, field);
    const file = isUuid(fileId) ? await this.media.file(fileId) : null;
    if (!file) throw badInput(MOCKUP_MESSAGES.fileNotFound, field);
    if (file.user_id !== user.id && !user.isSuperAdmin) throw forbidden(MOCKUP_MESSAGES.fileNotYours);
    const extension = file.file_name.includes('.') ? file.file_name.split('.').pop()!.toLowerCase() : '';
    if (!MOCKUP_MIMES.has(file.file_mime.toLowerCase()) || !MOCKUP_EXTENSIONS.includes(extension)) {
      throw badInput(MOCKUP_MESSAGES.wrongType, field);
    }
    let info;
    try {
      info = await this.media.imageInfo(file.id);
    } catch (error) {
      if (error instanceof MediaFileError && error.status === 422) throw badInput(`${MOCKUP_MESSAGES.unreadable}: ${error.message}`, field);
      throw error;
    }
    if (!info) throw badInput(MOCKUP_MESSAGES.fileNotFound, field);
    return { file, preview_key: info.preview_key, width: info.width, height: info.height };
  }

  /** The next ordering among a product type's own mockups (productId null) or a product's. */
  private async nextOrdering(productTypeId: string | null, productId: string | null): Promise<number> {
    const query = this.db.getRepository(MockupEntity).createQueryBuilder('m').select('MAX(m.ordering)', 'max');
    if (productId) query.where('m.product_id = :pid', { pid: productId });
    else query.where('m.product_type_id = :pt', { pt: productTypeId }).andWhere('m.product_id IS NULL');
    const last = await query.getRawOne<{ max: number | null }>();
    return last?.max == null ? 0 : Number(last.max) + 1;
  }

  async create(user: UserContext, args: MutationCreateMockupArgs): Promise<MockupRow> {
    if (!args.productTypeID || !isUuid(args.productTypeID)) throw badInput(MOCKUP_MESSAGES.productTypeRequired, 'productTypeID');
    const upload = await this.checkedUpload(user, args.fileID, 'fileID');
    const productId = args.isProductTypeMockup ? null : args.productID?.trim() || null;
    // New mockups go last unless the caller places them.
    const ordering = args.ordering ?? (await this.nextOrdering(args.productTypeID, productId));
    return this.insert(user, { productTypeId: args.productTypeID, productId, isProductBase: !!args.isProductBaseMockup, ordering, upload });
  }

  private async insert(
    user: UserContext,
    values: { productTypeId: string; productId: string | null; isProductBase: boolean; ordering: number; upload: Awaited<ReturnType<MockupService['checkedUpload']>> },
  ): Promise<MockupRow> {
    const { file } = values.upload;
    const repo = this.db.getRepository(MockupEntity);
    const saved = await repo.save({
      title: file.file_name.replace(/\.[^.]+$/, '') || file.file_name,
      product_type_id: values.productTypeId,
      product_id: values.productId,
      is_product_base: values.isProductBase,
      file_id: file.id,
      file_key: file.key,
      preview_key: values.upload.preview_key,
      width: values.upload.width,
      height: values.upload.height,
      layers: [],
      settings: DEFAULT_MOCKUP_SETTINGS,
      variant_ids: [],
      ordering: values.ordering,
      status: 'active',
      created_by: user.id,
    });
    return repo.findOneByOrFail({ id: saved.id });
  }

  /** The product, when it exists and the caller may edit it; NOT_FOUND otherwise (another seller's product is not shown to exist). */
  private async editableProduct(user: UserContext, productId: string): Promise<ProductFacts> {
    const product = await this.catalog.product(productId);
    if (!product || !mayEditProduct(user, product)) throw notFound(MOCKUP_MESSAGES.productNotFound);
    return product;
  }

  /** Refuses a change to the mockup unless the caller may write it (see mockup-access.ts). */
  private async assertMayWrite(user: UserContext, row: MockupRow, products = new Map<string, Promise<ProductFacts>>()): Promise<void> {
    if (!row.product_id) {
      if (!mayWriteTypeMockups(user)) throw forbidden();
      return;
    }
    let product = products.get(row.product_id);
    if (!product) products.set(row.product_id, (product = this.editableProduct(user, row.product_id)));
    await product;
  }

  /** `mockup(id)`: a product's own picture only for who may read the product. */
  async getFor(user: UserContext, id: string): Promise<MockupRow> {
    const row = await this.get(id);
    if (row.product_id) {
      const product = await this.catalog.product(row.product_id);
      if (!product || !mayReadProduct(user, product)) throw notFound(MOCKUP_MESSAGES.notFound);
    }
    return row;
  }

  /**
   * The mockup editor's save (spec 002 §7 `updateMockup`). The document (layers, settings,
   * variantIds, width, height) is checked whole against the mockup's product type as the catalog
   * describes it, with the editor's own rules (@pod/artwork-scene `validateMockupDocument`).
   * productTypeID and productID, which the editor sends back, must be the mockup's own; a preview
   * may only be one of its own pictures (the upload or its web preview).
   */
  async update(user: UserContext, args: MutationUpdateMockupArgs): Promise<MockupRow> {
    const row = await this.get(args.id);
    await this.assertMayWrite(user, row);
    if ((args.productTypeID != null && args.productTypeID !== row.product_type_id) || (args.productID != null && args.productID !== row.product_id)) {
      throw badInput(MOCKUP_MESSAGES.noMove, args.productTypeID !== row.product_type_id ? 'productTypeID' : 'productID');
    }
    const changes: Partial<MockupRow> = {};
    if (args.title != null) {
      const title = args.title.trim();
      if (!title) throw badInput(MOCKUP_MESSAGES.titleRequired, 'title');
      changes.title = title;
    }
    if (args.preview != null) {
      if (args.preview !== row.preview_key && args.preview !== row.file_key) throw badInput(MOCKUP_MESSAGES.previewNotOwn, 'preview');
      changes.preview_key = args.preview;
    }
    if (args.ordering != null) changes.ordering = args.ordering;
    const documentChanged = [args.layers, args.settings, args.variantIds, args.width, args.height].some((value) => value != null);
    if (documentChanged) {
      const productType = await this.catalog.productType(row.product_type_id);
      if (!productType) throw notFound(MOCKUP_MESSAGES.productTypeNotFound);
      const document = checkedMockupDocument(
        {
          width: args.width ?? row.width,
          height: args.height ?? row.height,
          layers: args.layers ?? row.layers,
          settings: args.settings ?? row.settings,
          variantIds: args.variantIds ?? row.variant_ids,
        },
        productType,
      );
      Object.assign(changes, { width: document.width, height: document.height, layers: document.layers, settings: document.settings, variant_ids: document.variantIds });
    }
    const repo = this.db.getRepository(MockupEntity);
    if (Object.keys(changes).length) await repo.update({ id: row.id }, changes);
    return repo.findOneByOrFail({ id: row.id });
  }

  /**
   * `updateMockupOrdering(mockups: [{ mockup_id, ordering }])`: the editor's list order, saved in
   * one transaction; every mockup must exist and be the caller's to write. Answers them by ordering.
   */
  async updateOrdering(user: UserContext, items: readonly { mockup_id: string; ordering: number }[]): Promise<MockupRow[]> {
    const ids = items.map((item) => item.mockup_id);
    if (new Set(ids).size !== ids.length) throw badInput(MOCKUP_MESSAGES.orderingTwice, 'mockups');
    if (!ids.length) return [];
    const repo = this.db.getRepository(MockupEntity);
    const rows = ids.every(isUuid) ? await repo.findBy({ id: In(ids) }) : [];
    if (rows.length !== ids.length) throw notFound(MOCKUP_MESSAGES.notFound);
    const products = new Map<string, Promise<ProductFacts>>();
    for (const row of rows) await this.assertMayWrite(user, row, products);
    await this.db.transaction(async (manager) => {
      for (const item of items) await manager.getRepository(MockupEntity).update({ id: item.mockup_id }, { ordering: item.ordering });
    });
    return repo.find({ where: { id: In(ids) }, order: { ordering: 'ASC', created_at: 'ASC', id: 'ASC' } });
  }

  /**
   * `uploadProductMockups(productId, fileId)`: a seller's own picture for a product (spec 002 §7),
   * a mockup row of the product (under its first product type) placed after its other pictures.
   * Whoever may edit the product may add one; the file checks are createMockup's.
   */
  async uploadForProduct(user: UserContext, productId: string, fileId: string): Promise<MockupRow> {
    const product = await this.editableProduct(user, productId);
    const productTypeId = product.product_type_ids.find(isUuid);
    if (!productTypeId) throw badInput(MOCKUP_MESSAGES.productWithoutType, 'productId');
    const upload = await this.checkedUpload(user, fileId, 'fileId');
    return this.insert(user, { productTypeId, productId: product.id, isProductBase: false, ordering: await this.nextOrdering(null, product.id), upload });
  }

  /**
   * `campaignMockups(productTypeIDs, productID)`: the product types' own mockups plus the
   * product's uploaded pictures, by ordering (then in the order the types were asked for, then
   * age). A product the caller may not read, or one not saved yet (the product form asks while
   * a new product is being made), adds nothing.
   */
  async campaignMockups(user: UserContext, productTypeIds: readonly string[], productId: string | null | undefined): Promise<MockupRow[]> {
    const typeIds = [...new Set(productTypeIds.filter(isUuid))];
    const repo = this.db.getRepository(MockupEntity);
    const typeRows = typeIds.length ? await repo.findBy({ product_type_id: In(typeIds), product_id: IsNull() }) : [];
    let productRows: MockupRow[] = [];
    if (productId) {
      const product = await this.catalog.product(productId);
      if (product && mayReadProduct(user, product)) productRows = await repo.findBy({ product_id: product.id });
    }
    const typeOrder = (row: MockupRow) => (row.product_id ? typeIds.length : typeIds.indexOf(row.product_type_id));
    return [...typeRows, ...productRows].sort(
      (a, b) => a.ordering - b.ordering || typeOrder(a) - typeOrder(b) || a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id),
    );
  }

  /** The product types' own mockups (no product pictures) for the internal route, by type then ordering. */
  async byProductTypes(productTypeIds: readonly string[]): Promise<MockupRow[]> {
    const ids = [...new Set(productTypeIds.filter(isUuid))];
    if (!ids.length) return [];
    const rows = await this.db.getRepository(MockupEntity).find({
      where: { product_type_id: In(ids), product_id: IsNull() },
      order: { ordering: 'ASC', created_at: 'ASC', id: 'ASC' },
      take: MAX_ROUTE_MOCKUPS,
    });
    return rows.sort((a, b) => ids.indexOf(a.product_type_id) - ids.indexOf(b.product_type_id));
  }

  /** Removes the mockup; the uploaded file stays in media (other records may use it). */
  async delete(user: UserContext, id: string): Promise<MockupRow> {
    const row = await this.get(id);
    await this.assertMayWrite(user, row);
    await this.db.getRepository(MockupEntity).delete({ id: row.id });
    return row;
  }
}
