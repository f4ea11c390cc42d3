import type { DataSource } from 'typeorm';
import { IsNull } from 'typeorm';
import { badInput, forbidden, isUuid, notFound, type UserContext } from '@pod/service-kit';
import type { MutationCreateMockupArgs } from '../generated/resolvers-types';
import { MockupEntity, type MockupRow, type MockupSettings } from './mockup.entity';
import { MediaFileError, type MediaFiles } from './media-files';

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
} as const;

export const DEFAULT_MOCKUP_SETTINGS: MockupSettings = { defaultBgColor: null, changeBgColorByVariantColor: false, applyToVariants: [] };

/**
 * Product type mockups (spec 001 §2 editor card "Mockups"): created from an uploaded file that
 * media describes (type, owner, pixel size, PSD → PNG preview); listed per product type.
 */
export class MockupService {
  constructor(
    private readonly db: DataSource,
    private readonly media: MediaFiles,
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
    const rows = await Promise.all(ids.filter(isUuid).map((id) => this.db.getRepository(MockupEntity).findOne({ where: { id } })));
    return new Map(rows.filter((r): r is MockupRow => !!r).map((r) => [r.id, r]));
  }

  async create(user: UserContext, args: MutationCreateMockupArgs): Promise<MockupRow> {
    if (!args.productTypeID || !isUuid(args.productTypeID)) throw badInput(MOCKUP_MESSAGES.productTypeRequired, 'productTypeID');
    if (!args.fileID) throw badInput(MOCKUP_MESSAGES.fileRequired, 'fileID');
    const file = isUuid(args.fileID) ? await this.media.file(args.fileID) : null;
    if (!file) throw badInput(MOCKUP_MESSAGES.fileNotFound, 'fileID');
    // Uploads are private to their uploader; super admins may reuse anyone's.
    if (file.user_id !== user.id && !user.isSuperAdmin) throw forbidden(MOCKUP_MESSAGES.fileNotYours);
    const extension = file.file_name.includes('.') ? file.file_name.split('.').pop()!.toLowerCase() : '';
    if (!MOCKUP_MIMES.has(file.file_mime.toLowerCase()) || !MOCKUP_EXTENSIONS.includes(extension)) {
      throw badInput(MOCKUP_MESSAGES.wrongType, 'fileID');
    }
    let info;
    try {
      info = await this.media.imageInfo(file.id);
    } catch (error) {
      if (error instanceof MediaFileError && error.status === 422) throw badInput(`${MOCKUP_MESSAGES.unreadable}: ${error.message}`, 'fileID');
      throw error;
    }
    if (!info) throw badInput(MOCKUP_MESSAGES.fileNotFound, 'fileID');

    const productId = args.isProductTypeMockup ? null : args.productID?.trim() || null;
    const repo = this.db.getRepository(MockupEntity);
    let ordering = args.ordering ?? null;
    if (ordering === null) {
      // New mockups go last unless the caller places them.
      const last = await repo.createQueryBuilder('m')
        .select('MAX(m.ordering)', 'max')
        .where('m.product_type_id = :pt', { pt: args.productTypeID })
        .andWhere(productId ? 'm.product_id = :pid' : 'm.product_id IS NULL', { pid: productId })
        .getRawOne<{ max: number | null }>();
      ordering = last?.max == null ? 0 : Number(last.max) + 1;
    }
    const saved = await repo.save({
      title: file.file_name.replace(/\.[^.]+$/, '') || file.file_name,
      product_type_id: args.productTypeID,
      product_id: productId,
      is_product_base: !!args.isProductBaseMockup,
      file_id: file.id,
      file_key: file.key,
      preview_key: info.preview_key,
      width: info.width,
      height: info.height,
      layers: [],
      settings: DEFAULT_MOCKUP_SETTINGS,
      variant_ids: [],
      ordering,
      status: 'active',
      created_by: user.id,
    });
    return repo.findOneByOrFail({ id: saved.id });
  }

  /** Removes the mockup; the uploaded file stays in media (other records may use it). */
  async delete(id: string): Promise<MockupRow> {
    const row = await this.get(id);
    await this.db.getRepository(MockupEntity).delete({ id: row.id });
    return row;
  }
}
