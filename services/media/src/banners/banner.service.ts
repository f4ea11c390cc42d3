import type { DataSource } from 'typeorm';
import { badInput, containsPattern, forbidden, isUuid, notFound, pageArgs, type PageBounds, type UserContext } from '@pod/service-kit';
import { requireCategoryTitle } from '@pod/service-kit/category-tree';
import type { MutationCreateBannerArgs, QueryBannerAllCategoryArgs, QueryBannersArgs } from '../generated/resolvers-types';
import { FILE_MESSAGES, type FileService } from '../files/file.service';
import { BannerCategoryEntity, BannerEntity, type BannerRow } from './banner.entity';

/**
 * spec 002 §9: banner category table 10 per page by default, background grid 15; at most 100 a
 * page. -1 ("all", the pickers' convention) returns up to 10 000, a bound on one answer.
 */
export const BANNER_CATEGORY_PAGES: PageBounds = { size: 10, max: 100, all: 10_000 };
export const BANNER_PAGES: PageBounds = { size: 15, max: 100, all: 10_000 };

export const BANNER_MESSAGES = {
  titleRequired: 'Please input title!',
  categoryRequired: 'Please input category!',
  imageRequired: 'Please choose files!',
  imageNotUploaded: 'The image was not uploaded; please upload it again',
  categoryNotFound: 'Banner category not found',
  bannerNotFound: 'Background not found',
} as const;

export interface BannerCategoryView {
  id: string;
  title: string;
  numberOfBanners: number;
  createdAt: Date;
}

/**
 * Banner background library: categories and the images filed in them, shared by all users
 * (the acting user never narrows what is seen or changed, so only the methods that record it as
 * creator take it).
 */
export class BannerService {
  constructor(
    private readonly db: DataSource,
    private readonly files: FileService,
  ) {}

  /**
   * One page of categories by title. `count` is the number of matching categories (for the
   * pager); `numberOfBanners` the backgrounds they hold altogether.
   */
  async categories(args: QueryBannerAllCategoryArgs): Promise<{ count: number; numberOfBanners: number; hits: BannerCategoryView[] }> {
    const { offset, limit } = pageArgs({ page: args.page, pageSize: args.pageSize }, BANNER_CATEGORY_PAGES);
    const search = args.search?.trim();
    const where = search ? `WHERE c."title" ILIKE $1` : '';
    const params = search ? [containsPattern(search)] : [];
    const [totals] = await this.db.query(
      `SELECT count(*)::int AS "count", coalesce(sum((SELECT count(*) FROM "media"."banners" b WHERE b."category_id" = c."id")), 0)::int AS "numberOfBanners"
         FROM "media"."banner_categories" c ${where}`,
      params,
    );
    const rows: Array<{ id: string; title: string; created_at: Date; numberOfBanners: number }> = await this.db.query(
      `SELECT c."id", c."title", c."created_at",
              (SELECT count(*)::int FROM "media"."banners" b WHERE b."category_id" = c."id") AS "numberOfBanners"
         FROM "media"."banner_categories" c ${where}
        ORDER BY lower(c."title"), c."created_at"
        OFFSET ${offset} LIMIT ${limit}`,
      params,
    );
    return {
      count: totals.count,
      numberOfBanners: totals.numberOfBanners,
      hits: rows.map((r) => ({ id: r.id, title: r.title, numberOfBanners: r.numberOfBanners, createdAt: r.created_at })),
    };
  }

  async createCategory(user: UserContext, title: string | null | undefined): Promise<BannerCategoryView> {
    const saved = await this.db.getRepository(BannerCategoryEntity).save({ title: requireTitle(title), created_by: user.id });
    return { id: saved.id, title: saved.title, numberOfBanners: 0, createdAt: saved.created_at };
  }

  async updateCategory(id: string, title: string | null | undefined): Promise<BannerCategoryView> {
    const category = await this.category(id);
    category.title = requireTitle(title);
    await this.db.getRepository(BannerCategoryEntity).update({ id }, { title: category.title });
    return this.view(category.id);
  }

  /** Deletes the category and the backgrounds filed in it (the confirmation says so). */
  async deleteCategory(id: string): Promise<BannerCategoryView> {
    const before = await this.view((await this.category(id)).id);
    await this.db.getRepository(BannerCategoryEntity).delete({ id });
    return before;
  }

  async banners(args: QueryBannersArgs): Promise<{ count: number; hits: BannerRow[] }> {
    const { offset, limit } = pageArgs({ page: args.page, pageSize: args.pageSize }, BANNER_PAGES);
    const qb = this.db.getRepository(BannerEntity).createQueryBuilder('b');
    if (args.categoryID) {
      if (!isUuid(args.categoryID)) return { count: 0, hits: [] };
      qb.andWhere('b.category_id = :categoryID', { categoryID: args.categoryID });
    }
    const search = args.search?.trim();
    if (search) qb.andWhere(`b.title ILIKE :search`, { search: containsPattern(search) });
    qb.orderBy('b.created_at', 'DESC').addOrderBy('b.id', 'ASC').skip(offset).take(limit);
    const [hits, count] = await qb.getManyAndCount();
    return { count, hits };
  }

  /** Files a registered upload (by its key, sent as imageUrl) as a background of a category. */
  async createBanner(user: UserContext, input: MutationCreateBannerArgs): Promise<BannerRow> {
    if (!input.categoryID) throw badInput(BANNER_MESSAGES.categoryRequired, 'categoryID');
    if (!input.imageUrl) throw badInput(BANNER_MESSAGES.imageRequired, 'imageUrl');
    const category = await this.category(input.categoryID, 'categoryID');
    const file = await this.files.byKey(input.imageUrl);
    if (!file) throw badInput(BANNER_MESSAGES.imageNotUploaded, 'imageUrl');
    if (file.user_id !== user.id) throw forbidden(FILE_MESSAGES.notYours);
    const title = input.title?.trim() || file.file_name;
    return this.db.getRepository(BannerEntity).save({ title, image_key: file.key, category_id: category.id, created_by: user.id });
  }

  async deleteBanner(id: string): Promise<BannerRow> {
    const repo = this.db.getRepository(BannerEntity);
    const banner = isUuid(id) ? await repo.findOne({ where: { id } }) : null;
    if (!banner) throw notFound(BANNER_MESSAGES.bannerNotFound);
    await repo.delete({ id });
    return banner;
  }

  private async category(id: string, field?: string) {
    const row = isUuid(id) ? await this.db.getRepository(BannerCategoryEntity).findOne({ where: { id } }) : null;
    if (!row) throw field ? badInput(BANNER_MESSAGES.categoryNotFound, field) : notFound(BANNER_MESSAGES.categoryNotFound);
    return row;
  }

  private async view(id: string): Promise<BannerCategoryView> {
    const [row] = await this.db.query(
      `SELECT c."id", c."title", c."created_at", (SELECT count(*)::int FROM "media"."banners" b WHERE b."category_id" = c."id") AS "numberOfBanners"
         FROM "media"."banner_categories" c WHERE c."id" = $1`,
      [id],
    );
    return { id: row.id, title: row.title, numberOfBanners: row.numberOfBanners, createdAt: row.created_at };
  }
}

function requireTitle(title: string | null | undefined): string {
  return requireCategoryTitle(title, BANNER_MESSAGES.titleRequired);
}
