import type { DataSource } from 'typeorm';
import { isUuid, type UserContext } from '@pod/service-kit';
import { CategoryTreeService, type CategoryEventsOutbox } from '@pod/service-kit/category-tree';
import type { ArtworkCategoryRow } from './artwork-category.entity';
import { ARTWORK_CATEGORY_KIND, type ArtworkCategoryNode } from './artwork-category.kind';
import type { StrongConfirm } from '../shared/strong-confirm';
import type { QueryArtworkCategoriesArgs } from '../generated/resolvers-types';

export interface ArtworkCategoryPage {
  count: number;
  hits: ArtworkCategoryNode[];
  /** Live artworks of the owner (every owner when unfiltered): 'All Categories' in the tree panel. */
  numberOfArtworks: number;
}

/** Artwork categories: the shared owner-scoped tree (see ARTWORK_CATEGORY_KIND), plus the 'All Categories' total. */
export class ArtworkCategoryService extends CategoryTreeService<ArtworkCategoryRow, ArtworkCategoryNode> {
  constructor(db: DataSource, outbox: CategoryEventsOutbox, strongConfirm: StrongConfirm) {
    super(db, outbox, strongConfirm, ARTWORK_CATEGORY_KIND);
  }

  /** The tree below `parentID` (roots when absent) with the owner's artwork total. */
  override async list(user: UserContext, args: QueryArtworkCategoriesArgs): Promise<ArtworkCategoryPage> {
    const owner = this.ownerFilter(user, args.userID);
    // Owners are uuids: any other userID owns nothing (and must not reach the uuid column).
    if (owner && !isUuid(owner)) return { count: 0, hits: [], numberOfArtworks: 0 };
    const numberOfArtworks = await this.countArtworks(owner);
    return { ...(await super.list(user, args)), numberOfArtworks };
  }

  /**
   * Live artworks of `owner` (all owners when null), whether filed in a category or not: what
   * the artworks list shows under 'All Categories'.
   */
  private async countArtworks(owner: string | null): Promise<number> {
    const [{ n }]: { n: string }[] = await this.db.query(
      `SELECT count(*) AS n FROM "artworks"."artworks" WHERE deleted_at IS NULL ${owner ? 'AND user_id = $1' : ''}`,
      owner ? [owner] : [],
    );
    return Number(n);
  }
}
