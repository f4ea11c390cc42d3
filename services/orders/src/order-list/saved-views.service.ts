import type { DataSource, Repository } from 'typeorm';
import { badInput, conflict, isUuid, notFound, type UserContext } from '@pod/service-kit';
import { SavedOrderViewEntity, type SavedOrderView } from './saved-order-view.entity';

/** Most views one person keeps; saving one more is refused until they delete one. */
export const SAVED_VIEWS_PER_USER = 50;
const NAME_MAX = 100;
const QUERY_MAX = 2000;

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'Name is required',
  tooMany: `You can keep at most ${SAVED_VIEWS_PER_USER} saved views; delete one first`,
  notFound: 'Saved view not found',
} as const;

/**
 * Saved views of the orders list (issue 12): every call is about the acting user's own views,
 * so another user's view is not found, whether it exists or not.
 */
export class SavedViewsService {
  private readonly views: Repository<SavedOrderView>;

  constructor(private readonly db: DataSource) {
    this.views = db.getRepository(SavedOrderViewEntity);
  }

  list(user: UserContext): Promise<SavedOrderView[]> {
    return this.views.find({ where: { user_id: user.id }, order: { created_at: 'DESC', id: 'DESC' }, take: SAVED_VIEWS_PER_USER });
  }

  /** The same name replaces the caller's earlier view of that name (it counts once). */
  async save(user: UserContext, name: string, query: string): Promise<SavedOrderView> {
    const title = name.trim();
    if (!title) throw badInput(SAVED_VIEW_MESSAGES.nameRequired, 'name');
    if (title.length > NAME_MAX) throw badInput(`name must be at most ${NAME_MAX} characters`, 'name');
    const restored = query.trim().replace(/^\?/, '');
    if (restored.length > QUERY_MAX) throw badInput(`query must be at most ${QUERY_MAX} characters`, 'query');
    return this.db.transaction(async (manager) => {
      // One person's saves queue up, so two saves at once cannot both pass the bound.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order_saved_views:${user.id}`]);
      const views = manager.getRepository(SavedOrderViewEntity);
      const existing = await views.findOneBy({ user_id: user.id, name: title });
      if (existing) return views.save({ ...existing, query: restored });
      if ((await views.countBy({ user_id: user.id })) >= SAVED_VIEWS_PER_USER) throw conflict(SAVED_VIEW_MESSAGES.tooMany);
      return views.save({ user_id: user.id, name: title, query: restored });
    });
  }

  async delete(user: UserContext, id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    const result = await this.views.delete({ id, user_id: user.id });
    if (!result.affected) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    return true;
  }
}
