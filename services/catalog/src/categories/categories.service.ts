import type { DataSource, Repository } from 'typeorm';
import { CATEGORY_MESSAGES } from '@pod/contracts';
import { badInput, conflict, isUuid, notFound, pageArgs, type PageBounds, type UserContext } from '@pod/service-kit';
import { CategoryEntity, type Category } from './category.entity';
import type { CategoryFilter, CategoryInput } from '../generated/resolvers-types';

const UNIQUE_VIOLATION = '23505';

/**
 * Spec 001 §9: categories are listed 10 per page. Pickers (the product-type form) load every
 * category at once; 1000 matches their limit.
 */
export const CATEGORY_PAGES: PageBounds = { size: 10, max: 1000 };

/**
 * Product-type categories: everyone who reads the catalogue sees all of them (they are global),
 * so the acting user (`_user`) only keeps the one method shape; permissions are the resolvers'.
 */
export class CategoriesService {
  private readonly repo: Repository<Category>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(CategoryEntity);
  }

  async list(filter: CategoryFilter = {}): Promise<{ count: number; hits: Category[] }> {
    const { offset, limit } = pageArgs(filter, CATEGORY_PAGES);
    const qb = this.repo.createQueryBuilder('c');
    if (typeof filter.status === 'boolean') qb.where('c.status = :status', { status: filter.status });
    // Newest first so a category just added shows on the first page; title breaks ties.
    const [hits, count] = await qb
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.title', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { count, hits };
  }

  async get(id: string): Promise<Category> {
    return this.find(id);
  }

  private async find(id: string): Promise<Category> {
    const category = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    if (!category) throw notFound('Category not found');
    return category;
  }

  async create(user: UserContext, input: CategoryInput): Promise<Category> {
    const title = requiredTitle(input.title);
    await this.assertTitleFree(title);
    return this.saveUnique(this.repo.create({
      title,
      description: cleanDescription(input.description),
      status: input.status ?? true,
      creater_id: user.id,
    }));
  }

  /** Changes the fields present in `input`; a title that is sent must not be blank. */
  async update(id: string, input: CategoryInput): Promise<Category> {
    const category = await this.find(id);
    if (input.title !== undefined) {
      category.title = requiredTitle(input.title);
      await this.assertTitleFree(category.title, category.id);
    }
    if (input.description !== undefined) category.description = cleanDescription(input.description);
    if (input.status !== undefined && input.status !== null) category.status = input.status;
    return this.saveUnique(category);
  }

  /** "Category already exists": another category has this title in any letter case. */
  private async assertTitleFree(title: string, exceptId?: string): Promise<void> {
    const qb = this.repo.createQueryBuilder('c').where('lower(c.title) = lower(:title)', { title });
    if (exceptId) qb.andWhere('c.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw conflict(CATEGORY_MESSAGES.titleTaken, 'title');
  }

  /** Two saves racing past assertTitleFree meet the unique index; the loser gets the same message. */
  private async saveUnique(category: Category): Promise<Category> {
    try {
      return await this.repo.save(category);
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === UNIQUE_VIOLATION && constraint === 'categories_title_key') throw conflict(CATEGORY_MESSAGES.titleTaken, 'title');
      throw error;
    }
  }

  async delete(id: string): Promise<boolean> {
    const category = await this.find(id);
    await this.repo.delete({ id: category.id });
    return true;
  }

  /** Product types filed under each category, for a page of categories in one query. */
  async productTypeCounts(categoryIds: readonly string[]): Promise<number[]> {
    const rows: Array<{ category_id: string; n: number }> = await this.repo.query(
      `SELECT category_id, count(*)::int AS n FROM "catalog"."product_type_categories" WHERE category_id = ANY($1::uuid[]) GROUP BY category_id`,
      [categoryIds.filter(isUuid)],
    );
    const counts = new Map(rows.map((r) => [r.category_id, r.n]));
    return categoryIds.map((id) => counts.get(id) ?? 0);
  }
}

/** Spec 001 §5 Category: "Title required ("Please input title")". */
function requiredTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  if (!trimmed) throw badInput('Please input title', 'title');
  return trimmed;
}

function cleanDescription(description: string | null | undefined): string | null {
  const trimmed = description?.trim();
  return trimmed ? trimmed : null;
}
