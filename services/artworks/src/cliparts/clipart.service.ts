import type { DataSource } from 'typeorm';
import { In, IsNull } from 'typeorm';
import { badInput, forbidden, isUuid, notFound, ownerScope, pageArgs, type PageBounds, type UserContext } from '@pod/service-kit';
import type { StrongConfirm } from '../shared/strong-confirm';
import type { MediaFile } from '../mockups/media-files';
import { MediaFileError } from '../mockups/media-files';
import type { ClipartCategoryService } from '../clipart-categories/clipart-category.service';
import { CLIPART_CATEGORY_MESSAGES, lockOwnerTree } from '../clipart-categories/clipart-category.kind';

const CLIPART_CATEGORY_NOT_FOUND = CLIPART_CATEGORY_MESSAGES.notFound;
import type { MutationCreateClipartArgs, QueryClipartsArgs } from '../generated/resolvers-types';
import { ClipartEntity, type ClipartRow } from './clipart.entity';
import type { ClipartFiles } from './clipart-files';

/** Spec 002 §9 "cliparts 20"; -1 (the picker's "all") returns up to 10 000. */
export const CLIPART_PAGES: PageBounds = { size: 20, max: 200, all: 10_000 };

/** Picture types a clipart is made from (spec 002 §5: folder import takes jpg, jpeg, png, tif, tiff). */
export const CLIPART_EXTENSIONS = ['jpg', 'jpeg', 'png', 'tif', 'tiff'];
const CLIPART_MIMES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/tiff']);
/** Thumbnails are shown as they are (spec 002 §5: .jpg, .png, .jpeg). */
export const THUMBNAIL_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const THUMBNAIL_MIMES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

export const CLIPART_MESSAGES = {
  notFound: 'Clipart not found',
  titleRequired: 'Clipart title is required',
  fileNotFound: 'File not found',
  fileNotYours: 'This file does not belong to you',
  wrongType: 'A clipart must be a jpg, jpeg, png, tif or tiff image',
  wrongThumbnailType: 'A thumbnail must be a jpg, jpeg or png image',
  categoryHasChildren: 'Cliparts can only be added to a category without subcategories',
} as const;

/**
 * Cliparts (spec 002 §2.6, §7): pictures (media Files) filed in a category of their owner's tree.
 * A Seller sees and changes only their own; staff with `artworks.readAll` see every owner's.
 */
export class ClipartService {
  constructor(
    private readonly db: DataSource,
    private readonly categories: ClipartCategoryService,
    private readonly files: ClipartFiles,
    private readonly strongConfirm: StrongConfirm,
  ) {}

  /**
   * Newest first. `categoryID`: filed in any of them or below them (counts roll up, so the list
   * matches the count the tree shows); empty means every category. `page -1` with `pageSize -1`
   * (the picker) returns everything.
   */
  async list(user: UserContext, args: QueryClipartsArgs): Promise<{ count: number; hits: ClipartRow[] }> {
    const owner = ownerScope(user, 'artworks.readAll') ?? args.userID ?? null;
    if (owner && !isUuid(owner)) return { count: 0, hits: [] };
    // "All" has one page; the picker sends page -1 with it (spec 002 §7).
    const page = args.pageSize === -1 && args.page === -1 ? null : args.page;
    const { offset, limit } = pageArgs({ page, pageSize: args.pageSize }, CLIPART_PAGES);
    const q = this.db.getRepository(ClipartEntity).createQueryBuilder('c').where('c.deleted_at IS NULL');
    if (owner) q.andWhere('c.user_id = :owner', { owner });
    const wanted = (args.categoryID ?? []).filter((id) => id);
    if (wanted.length) {
      const ids = await this.categories.subtreeIds(user, wanted, owner);
      if (!ids.length) return { count: 0, hits: [] };
      q.andWhere('c.category_id IN (:...ids)', { ids });
    }
    const search = args.search?.trim();
    if (search) q.andWhere(`c.title ILIKE :search ESCAPE '\\'`, { search: `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` });
    const [hits, count] = await q.orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'DESC').skip(offset).take(limit).getManyAndCount();
    return { count, hits };
  }

  /**
   * A clipart personalisation's choices: the category (which must be one the viewer sees, else
   * NOT_FOUND as `clipartCategory(id)`) and everything below it, as the picker's "all" page.
   */
  async byCategory(user: UserContext, categoryId: string): Promise<ClipartRow[]> {
    await this.categories.visibleRow(this.db.manager, user, categoryId);
    return (await this.list(user, { categoryID: [categoryId], page: -1, pageSize: -1 })).hits;
  }

  async get(user: UserContext, id: string): Promise<ClipartRow> {
    const row = (await this.getMany(user, [id])).get(id);
    if (!row) throw notFound(CLIPART_MESSAGES.notFound);
    return row;
  }

  /** Several cliparts by id (federation references), owner-scoped. */
  async getMany(user: UserContext, ids: string[]): Promise<Map<string, ClipartRow>> {
    const owner = ownerScope(user, 'artworks.readAll');
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return new Map();
    const rows = await this.db.getRepository(ClipartEntity).find({ where: { id: In(wanted), deleted_at: IsNull(), ...(owner ? { user_id: owner } : {}) } });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * Files an uploaded picture in a category without subcategories; the clipart joins the
   * category owner's tree. A TIFF is kept as its PNG copy (browsers cannot show TIFF).
   */
  async create(user: UserContext, args: MutationCreateClipartArgs): Promise<ClipartRow> {
    const original = await this.ownFile(user, args.file, 'file', CLIPART_MIMES, CLIPART_EXTENSIONS, CLIPART_MESSAGES.wrongType);
    let web: MediaFile | null;
    try {
      web = await this.files.webImage(original.id);
    } catch (error) {
      if (error instanceof MediaFileError && error.status === 422) throw badInput(CLIPART_MESSAGES.wrongType, 'file');
      throw error;
    }
    if (!web) throw badInput(CLIPART_MESSAGES.fileNotFound, 'file');
    const title = args.title?.trim() || original.file_name.replace(/\.[^.]*$/, '').trim() || original.file_name;
    return this.db.transaction(async (m) => {
      const category = await this.categories.visibleCategory(m, user, args.categoryID);
      // The same lock as category writes: no subcategory can appear between the check and the insert.
      await lockOwnerTree(m, category.user_id);
      const tree = await this.categories.tree(m, [category.user_id]);
      if (!tree.byId.has(category.id)) throw badInput(CLIPART_CATEGORY_NOT_FOUND, 'categoryID');
      if (tree.kids(category.id).length) throw badInput(CLIPART_MESSAGES.categoryHasChildren, 'categoryID');
      const saved = await m.getRepository(ClipartEntity).save({
        title,
        category_id: category.id,
        user_id: category.user_id,
        file_id: web.id,
        file_key: web.key,
        file_name: web.file_name,
        thumbnail_id: null,
      });
      return m.getRepository(ClipartEntity).findOneByOrFail({ id: saved.id });
    });
  }

  async updateTitle(user: UserContext, id: string, title: string | null | undefined): Promise<ClipartRow> {
    const trimmed = (title ?? '').trim();
    if (!trimmed) throw badInput(CLIPART_MESSAGES.titleRequired, 'title');
    const row = await this.get(user, id);
    await this.db.getRepository(ClipartEntity).update({ id: row.id }, { title: trimmed });
    return { ...row, title: trimmed };
  }

  async updateThumbnail(user: UserContext, id: string, thumbnailId: string): Promise<ClipartRow> {
    const row = await this.get(user, id);
    const file = await this.ownFile(user, thumbnailId, 'thumbnail_id', THUMBNAIL_MIMES, THUMBNAIL_EXTENSIONS, CLIPART_MESSAGES.wrongThumbnailType);
    await this.db.getRepository(ClipartEntity).update({ id: row.id }, { thumbnail_id: file.id });
    return { ...row, thumbnail_id: file.id };
  }

  /** Soft delete (designs rendered later still find it); the typed title for the configured owner. */
  async delete(user: UserContext, id: string, confirmTitle?: string | null): Promise<ClipartRow> {
    const row = await this.get(user, id);
    this.strongConfirm.assert({ title: row.title, ownerUserId: row.user_id }, confirmTitle);
    await this.db.getRepository(ClipartEntity).update({ id: row.id }, { deleted_at: new Date() });
    return row;
  }

  strongDeleteConfirm(row: ClipartRow): boolean {
    return this.strongConfirm.required(row.user_id);
  }

  /** A registered upload of the viewer (super admins may reuse anyone's) of one of the accepted types. */
  private async ownFile(user: UserContext, id: string, field: string, mimes: Set<string>, extensions: string[], wrongType: string): Promise<MediaFile> {
    const file = isUuid(id) ? await this.files.file(id) : null;
    if (!file) throw badInput(CLIPART_MESSAGES.fileNotFound, field);
    if (file.user_id !== user.id && !user.isSuperAdmin) throw forbidden(CLIPART_MESSAGES.fileNotYours);
    const extension = file.file_name.includes('.') ? file.file_name.split('.').pop()!.toLowerCase() : '';
    // The bytes were checked against the declared type when media registered the file.
    if (!mimes.has(file.file_mime.toLowerCase()) || !extensions.includes(extension)) throw badInput(wrongType, field);
    return file;
  }
}
