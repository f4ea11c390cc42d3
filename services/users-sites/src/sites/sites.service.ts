import type { DataSource, EntityManager } from 'typeorm';
import { can, ROLES } from '@pod/contracts';
import { mayReadSite } from '../access/read-access';
import { badInput, conflict, containsPattern, forbidden, isUuid, notFound, pageArgs, podError, type Logger, type PageBounds, type UserContext } from '@pod/service-kit';
import type { UsersSitesConfig } from '../config';
import { publishSiteUpdated } from '../events/publish';
import { text } from '../users/user-validation';
import { CredentialsVault, type StoreCredentials } from './credentials';
import { PLATFORMS, SiteEntity, SiteSettingEntity, SiteWebhookEntity, type Platform, type Site, type SiteSetting } from './site.entity';
import { authorisationUrl } from './store-auth';
import { StoreError, storeApiFor } from '@pod/store-client';
import { createStoreWebhook, deleteStoreWebhook, WEBHOOK_TOPICS, type RegisteredWebhook } from '@pod/store-client/webhooks';
import { assertStoreHost, normaliseShopifyShop, normaliseStoreDomain } from './store-domains';

/** Sites: 20 a page; the site switcher and pickers ask for up to 9999 at once. */
export const SITES_PAGES: PageBounds = { size: 20, max: 9999 };
export const ORDER_IMPORT_PREFIX = 'order_import_setting_';
/** Site settings screen keys with their defaults (spec 001 §9: auto_accept_design false). */
export const SITE_SETTING_DEFAULTS = { auto_accept_design: false };

export interface SiteFilter {
  user_id?: string | null;
  offset?: number | null;
  limit?: number | null;
  verified?: boolean | null;
  status?: boolean | null;
  platform?: string | null;
  search?: string | null;
}

export interface SiteSettings {
  site_id: string;
  auto_accept_design: boolean;
}

export interface SitesServiceDeps {
  db: DataSource;
  logger: Logger;
  config: UsersSitesConfig;
  vault: CredentialsVault;
  afterCommit: () => void;
}

/**
 * Sellers' shops (spec 000 §3–§9): sellers see and change only their own; Administrator and
 * Supporter read all; only the owner or an Administrator writes.
 */
export class SitesService {
  constructor(private readonly deps: SitesServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  async list(user: UserContext, filter: SiteFilter): Promise<{ count: number; hits: Site[] }> {
    const { offset, limit } = pageArgs(filter, SITES_PAGES);
    const qb = this.db.getRepository(SiteEntity).createQueryBuilder('s').where('s.status = :status', { status: filter.status ?? true });
    const owner = can(user, 'sites.readAll') ? filter.user_id : user.id;
    if (owner) {
      if (!isUuid(owner)) return { count: 0, hits: [] };
      qb.andWhere('s.user_id = :owner', { owner });
    }
    if (filter.verified != null) qb.andWhere('s.verified = :verified', { verified: filter.verified });
    if (filter.platform) qb.andWhere('s.platform = :platform', { platform: filter.platform });
    const search = text(filter.search);
    if (search) qb.andWhere('(s.title ILIKE :q OR s.domain ILIKE :q)', { q: containsPattern(search) });
    const [hits, count] = await qb.orderBy('s.created_at', 'DESC').addOrderBy('s.id', 'ASC').skip(offset).take(limit).getManyAndCount();
    return { count, hits };
  }

  /** A site the acting user may read (sellers: their own), or NOT_FOUND. */
  async getReadable(user: UserContext, id: string): Promise<Site> {
    const site = isUuid(id) ? await this.db.getRepository(SiteEntity).findOneBy({ id }) : null;
    if (!site || !mayReadSite(user, site)) throw notFound('Site not found');
    return site;
  }

  /** A site the acting user may change: the owner's, or any for an Administrator. */
  async getWritable(user: UserContext, id: string): Promise<Site> {
    const site = await this.getReadable(user, id);
    if (site.user_id !== user.id && !isAdministrator(user)) throw forbidden('Only the owner of this site can change it');
    return site;
  }

  async create(user: UserContext, args: { title?: string | null; domain?: string | null; platform?: string | null; isConnect?: boolean | null }): Promise<Site> {
    const title = text(args.title);
    if (!title) throw badInput('Please input name!', 'title');
    const platform = text(args.platform)?.toLowerCase();
    if (!platform) throw badInput('Please input platform!', 'platform');
    if (!(PLATFORMS as readonly string[]).includes(platform)) throw badInput(`Platform must be one of ${PLATFORMS.join(', ')}`, 'platform');
    const domain = normaliseStoreDomain(platform as Platform, args.domain, this.deps.config.storeEgress);
    await assertStoreHost(platform as Platform, domain, this.deps.config.storeEgress);
    const offline = platform === 'import';
    const site = await this.db.transaction(async (manager) => {
      await this.assertNotConnected(manager, user.id, domain);
      const created = await manager.getRepository(SiteEntity).save({
        title,
        domain,
        platform: platform as Platform,
        type: offline ? 'offline' : 'online',
        status: true,
        // An import site has no store to authorise: it is usable at once.
        verified: offline,
        verified_at: offline ? new Date() : null,
        user_id: user.id,
        credentials: null,
      } as Site);
      await publishSiteUpdated(manager, created, 'created');
      return created;
    });
    this.deps.afterCommit();
    return site;
  }

  /** Starts a Shopify connection: a pending site, and where to send the browser. */
  async initShopifyAuth(user: UserContext, titleInput: string, shop: string | null | undefined): Promise<{ authUrl: string; siteId: string }> {
    const title = text(titleInput);
    if (!title) throw badInput('Please input name!', 'title');
    const domain = text(shop) ? normaliseShopifyShop(shop!, this.deps.config.storeEgress.allowLoopback) : null;
    if (domain) await assertStoreHost('shopify', domain, this.deps.config.storeEgress);
    const site = await this.db.transaction(async (manager) => {
      if (domain) await this.assertNotConnected(manager, user.id, domain);
      const created = await manager.getRepository(SiteEntity).save({
        title, domain, platform: 'shopify', type: 'online', status: true, verified: false, verified_at: null, user_id: user.id, credentials: null,
      } as Site);
      await publishSiteUpdated(manager, created, 'created');
      return created;
    });
    this.deps.afterCommit();
    return { authUrl: this.authUrl(site)!, siteId: site.id };
  }

  async updateTitle(user: UserContext, id: string, titleInput: string | null | undefined): Promise<Site> {
    const site = await this.getWritable(user, id);
    const title = text(titleInput);
    if (!title) throw badInput('Please input name!', 'title');
    return this.save({ ...site, title }, 'updated');
  }

  /** "Deleting a site disables it" (spec 000 §4). */
  async disable(user: UserContext, id: string): Promise<boolean> {
    const site = await this.getWritable(user, id);
    if (site.status) await this.save({ ...site, status: false }, 'disabled');
    return true;
  }

  /** The pending icon's reconnect: a fresh authorisation URL for an online site. */
  async reconnect(user: UserContext, id: string): Promise<string> {
    const site = await this.getWritable(user, id);
    if (!site.status) throw badInput('This site is disabled', 'id');
    const url = this.authUrl(site);
    if (!url) throw badInput('An offline import site does not need to be connected', 'id');
    return url;
  }

  /** Where to send the owner's browser to authorise the store; null when there is nothing to authorise. */
  authUrl(site: Site): string | null {
    return authorisationUrl(site, this.deps.config);
  }

  /** (Re)registers the order webhooks at the store and records them. */
  async updateWebhooks(user: UserContext, id: string): Promise<Site> {
    const site = await this.getWritable(user, id);
    const credentials = this.deps.vault.open(site.credentials);
    if (site.platform === 'import' || !site.verified || !credentials || !site.domain || !site.status) {
      throw badInput('Only connected online sites have webhooks', 'id');
    }
    const platform = site.platform;
    const deliveryUrl = `${this.deps.config.publicApiUrl}/webhooks/${platform}/${site.id}`;
    const existing = await this.db.getRepository(SiteWebhookEntity).findBy({ site_id: site.id });
    try {
      const store = storeApiFor({ platform, domain: site.domain, credentials }, { logger: this.deps.logger });
      for (const hook of existing) {
        if (hook.external_id) await deleteStoreWebhook(store, hook.external_id);
      }
      const registered: RegisteredWebhook[] = [];
      for (const topic of WEBHOOK_TOPICS[platform]) {
        registered.push(await createStoreWebhook(store, topic, deliveryUrl, this.deps.vault.webhookSecret(site.id)));
      }
      await this.db.transaction(async (manager) => {
        await manager.getRepository(SiteWebhookEntity).delete({ site_id: site.id });
        await manager.getRepository(SiteWebhookEntity).insert(
          registered.map((r) => ({ site_id: site.id, topic: r.topic, address: deliveryUrl, delivery_url: deliveryUrl, external_id: r.external_id })),
        );
      });
    } catch (err) {
      if (err instanceof StoreError) throw podError('INTERNAL', `Webhooks could not be updated: ${err.message}`);
      throw err;
    }
    return site;
  }

  /** Completes a store authorisation: keeps the credentials sealed and marks the site Connected. */
  async markVerified(siteId: string, credentials: StoreCredentials, domain?: string): Promise<Site> {
    const site = await this.db.transaction(async (manager) => {
      const current = await manager.getRepository(SiteEntity).findOneBy({ id: siteId });
      if (!current) throw notFound('Site not found');
      const saved = await manager.getRepository(SiteEntity).save({
        ...current,
        domain: domain ?? current.domain,
        credentials: this.deps.vault.seal(credentials),
        verified: true,
        verified_at: new Date(),
      });
      await publishSiteUpdated(manager, saved, 'verified');
      return saved;
    });
    this.deps.afterCommit();
    return site;
  }

  /**
   * A store refused the site's keys (HTTP 401/403 on a push, fetch or mapping call) or the site
   * has none: it is Pending again, its keys dropped, until the owner reconnects it. Only the
   * connection the caller used (`seenVerifiedAt`) is undone, so a late failure of old keys
   * never undoes a fresh reconnection. Returns null for an unknown site.
   */
  async markStoreRefused(siteId: string, seenVerifiedAt: string | null): Promise<Site | null> {
    if (!isUuid(siteId)) return null;
    let changed = false;
    const site = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(SiteEntity);
      const current = await repo.createQueryBuilder('s').setLock('pessimistic_write').where('s.id = :id', { id: siteId }).getOne();
      if (!current || !current.verified || current.type === 'offline') return current;
      if (!sameInstant(current.verified_at, seenVerifiedAt)) return current;
      const saved = await repo.save({ ...current, verified: false, verified_at: null, credentials: null });
      await publishSiteUpdated(manager, saved, 'updated');
      changed = true;
      return saved;
    });
    if (changed) {
      this.deps.afterCommit();
      this.deps.logger.warn({ siteId }, 'the store refused the site\'s keys: the site needs reconnecting');
    }
    return site;
  }

  /** Names the shop of a Shopify site started without one (install page). */
  async setShopifyDomain(siteId: string, shop: string): Promise<Site> {
    const domain = normaliseShopifyShop(shop, this.deps.config.storeEgress.allowLoopback);
    await assertStoreHost('shopify', domain, this.deps.config.storeEgress);
    const site = await this.db.getRepository(SiteEntity).findOneBy({ id: siteId });
    if (!site || site.platform !== 'shopify' || !site.status) throw notFound('Site not found');
    if (site.domain === domain) return site;
    if (site.verified) throw badInput('This site is already connected to another shop', 'shop');
    return this.save({ ...site, domain }, 'updated');
  }

  async findById(id: string): Promise<Site | null> {
    return isUuid(id) ? this.db.getRepository(SiteEntity).findOneBy({ id }) : null;
  }

  credentialsOf(site: Site): StoreCredentials | null {
    return this.deps.vault.open(site.credentials);
  }

  webhookSecret(siteId: string): string {
    return this.deps.vault.webhookSecret(siteId);
  }

  async getSettings(user: UserContext, siteId: string): Promise<SiteSettings> {
    const site = await this.getReadable(user, siteId);
    return this.readSettings(this.db.manager, site.id);
  }

  async updateSettings(user: UserContext, siteId: string, settings: { auto_accept_design?: boolean | null }): Promise<SiteSettings> {
    const site = await this.getWritable(user, siteId);
    const result = await this.db.transaction(async (manager) => {
      if (settings.auto_accept_design != null) {
        await manager.getRepository(SiteSettingEntity).upsert(
          { site_id: site.id, name: 'auto_accept_design', value: String(settings.auto_accept_design), updated_at: new Date() },
          ['site_id', 'name'],
        );
      }
      const saved = await this.readSettings(manager, site.id);
      await publishSiteUpdated(manager, site, 'updated', { autoAcceptDesign: saved.auto_accept_design });
      return saved;
    });
    this.deps.afterCommit();
    return result;
  }

  /** The site's order import templates (settings named order_import_setting_<name>). */
  async importTemplates(user: UserContext, siteId: string): Promise<SiteSetting[]> {
    const site = await this.getReadable(user, siteId);
    return this.db
      .getRepository(SiteSettingEntity)
      .createQueryBuilder('ss')
      .where('ss.site_id = :siteId AND ss.name LIKE :prefix', { siteId: site.id, prefix: `${ORDER_IMPORT_PREFIX}%` })
      .orderBy('ss.created_at', 'ASC')
      .getMany();
  }

  /** Saves an order import template; a name already used on the site is refused (spec 001 §4). */
  async createImportTemplate(user: UserContext, input: { site_id: string; name: string; value?: string | null }): Promise<SiteSetting> {
    const site = await this.getWritable(user, input.site_id);
    const raw = text(input.name) ?? '';
    const name = raw.startsWith(ORDER_IMPORT_PREFIX) ? raw : `${ORDER_IMPORT_PREFIX}${raw}`;
    if (name === ORDER_IMPORT_PREFIX) throw badInput('Please input template name', 'name');
    const repo = this.db.getRepository(SiteSettingEntity);
    if (await repo.findOneBy({ site_id: site.id, name })) throw conflict('Template already exists', 'name');
    try {
      return await repo.save({ site_id: site.id, name, value: input.value ?? null } as SiteSetting);
    } catch (err) {
      // Two saves racing: the unique (site_id, name) index answers.
      if ((err as { code?: string }).code === '23505') throw conflict('Template already exists', 'name');
      throw err;
    }
  }

  private async readSettings(manager: EntityManager, siteId: string): Promise<SiteSettings> {
    const rows = await manager.getRepository(SiteSettingEntity).findBy({ site_id: siteId, name: 'auto_accept_design' });
    return { site_id: siteId, auto_accept_design: rows[0] ? rows[0].value === 'true' : SITE_SETTING_DEFAULTS.auto_accept_design };
  }

  private async save(site: Site, action: 'updated' | 'disabled'): Promise<Site> {
    const saved = await this.db.transaction(async (manager) => {
      const result = await manager.getRepository(SiteEntity).save(site);
      await publishSiteUpdated(manager, result, action);
      return result;
    });
    this.deps.afterCommit();
    return saved;
  }

  /** One seller does not add the same store twice while it is active. */
  private async assertNotConnected(manager: EntityManager, userId: string, domain: string): Promise<void> {
    const existing = await manager.getRepository(SiteEntity).findOneBy({ user_id: userId, domain, status: true });
    if (existing) throw conflict('This store is already added as one of your sites', 'domain');
  }
}

function sameInstant(stored: Date | null, seen: string | null): boolean {
  if (!stored || !seen) return !stored && !seen;
  return stored.getTime() === Date.parse(seen);
}

function isAdministrator(user: UserContext): boolean {
  return user.isSuperAdmin || user.roles.includes(ROLES.Administrator);
}
