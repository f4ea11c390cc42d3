import { In, type DataSource } from 'typeorm';
import { CAMPAIGN_STORE_MESSAGES, can } from '@pod/contracts';
import { badInput, isUuid, notFound, pageArgs, type PageBounds, type UserContext } from '@pod/service-kit';
import { campaignStoreOwnerScope } from '../products/product-scope';
import { publishCampaignStoreChanged, requestPush } from './campaign-store-events';
import { CampaignStoreEntity, type CampaignStore } from './campaign-store.entity';
import type { CampaignStoreFilter } from '../generated/resolvers-types';

/** Spec 002 §9: campaign stores are listed 20 per page. */
export const CAMPAIGN_STORE_PAGES: PageBounds = { size: 20, max: 1000 };

/**
 * The pushes of products to stores (/products/pushing, spec 002 §2.11 and §4): a Seller sees
 * the rows of their current site, an Administrator every row; Retry re-queues anything not yet
 * Pushed, Delete removes only failed rows.
 */
export class CampaignStoresService {
  constructor(private readonly deps: { db: DataSource; afterCommit: () => void }) {}

  private get repo() {
    return this.deps.db.getRepository(CampaignStoreEntity);
  }

  async list(user: UserContext, filter: CampaignStoreFilter = {}): Promise<{ count: number; hits: CampaignStore[] }> {
    const { offset, limit } = pageArgs(filter, CAMPAIGN_STORE_PAGES);
    const qb = this.repo.createQueryBuilder('c');
    const owner = campaignStoreOwnerScope(user);
    if (owner) qb.andWhere('c.user_id = :owner', { owner });
    // Spec 002 §6: a Seller's rows are filtered to the current site.
    const siteId = filter.siteId ?? (owner ? user.siteId : null);
    if (siteId) {
      if (!isUuid(siteId)) return { count: 0, hits: [] };
      qb.andWhere('c.site_id = :siteId', { siteId });
    }
    const [hits, count] = await qb.orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'ASC').skip(offset).take(limit).getManyAndCount();
    return { count, hits };
  }

  /**
   * Rows by id for federation references (DataLoader batch), in the order asked: the rows the
   * user may list (same rule as `list`), null for the rest and for anyone without `campaignStores.read`.
   */
  async findVisibleByIds(user: UserContext | null, ids: readonly string[]): Promise<Array<CampaignStore | null>> {
    if (!user || !can(user, 'campaignStores.read')) return ids.map(() => null);
    const wanted = ids.filter(isUuid);
    const rows = wanted.length ? await this.repo.findBy({ id: In(wanted) }) : [];
    const owner = campaignStoreOwnerScope(user);
    const visible = new Map(rows.filter((row) => !owner || row.user_id === owner).map((row) => [row.id, row]));
    return ids.map((id) => visible.get(id) ?? null);
  }

  /** A row the user may manage, or NOT_FOUND (another seller's row does not exist for them). */
  async get(user: UserContext, id: string): Promise<CampaignStore> {
    const row = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    const owner = campaignStoreOwnerScope(user);
    if (!row || (owner && row.user_id !== owner)) throw notFound('Campaign store not found');
    return row;
  }

  /** "Retry is offered for any status other than Pushed": back to queued, with a new push request. */
  async retry(user: UserContext, id: string): Promise<CampaignStore> {
    await this.get(user, id);
    const row = await this.deps.db.transaction(async (manager) => {
      const repo = manager.getRepository(CampaignStoreEntity);
      // Locked so a push finishing meanwhile cannot slip between the check and the write.
      const locked = await repo.createQueryBuilder('c').setLock('pessimistic_write').where('c.id = :id', { id }).getOneOrFail();
      if (locked.status === 'Pushed') throw badInput(CAMPAIGN_STORE_MESSAGES.alreadyPushed);
      const queued = await repo.save({ ...locked, status: 'queued', log: null });
      await requestPush(manager, queued);
      await publishCampaignStoreChanged(manager, queued);
      return queued;
    });
    this.deps.afterCommit();
    return row;
  }

  /** "Delete is offered only for Error." */
  async delete(user: UserContext, id: string): Promise<boolean> {
    await this.get(user, id);
    await this.deps.db.transaction(async (manager) => {
      const repo = manager.getRepository(CampaignStoreEntity);
      const locked = await repo.createQueryBuilder('c').setLock('pessimistic_write').where('c.id = :id', { id }).getOneOrFail();
      if (locked.status !== 'Error') throw badInput(CAMPAIGN_STORE_MESSAGES.onlyErrorDeletable);
      await repo.delete({ id });
    });
    return true;
  }
}
