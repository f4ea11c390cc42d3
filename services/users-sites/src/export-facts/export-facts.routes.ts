import express, { type Express, type Request, type Response } from 'express';
import { In, type DataSource } from 'typeorm';
import { isUuid, verifyUserContext } from '@pod/service-kit';
import { SiteEntity } from '../sites/site.entity';
import { UserEntity } from '../users/user.entity';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { MAX_EXPORT_FACT_IDS, USERS_SITES_ROUTES } from '@pod/users-sites-client';

/** The route's bound, declared with its schema in the client module. */
export { MAX_EXPORT_FACT_IDS };


/** A list of distinct uuids (absent = none), or the reason the body is refused. */
function uuidList(value: unknown, field: string): string[] | { error: string } {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_EXPORT_FACT_IDS || value.some((id) => typeof id !== 'string' || !isUuid(id))) {
    return { error: `${field}: at most ${MAX_EXPORT_FACT_IDS} ids, each a uuid` };
  }
  return [...new Set(value as string[])];
}

/**
 * `POST /internal/sites/export-facts` `{ site_ids, user_ids }` → `{ sites: [{ id, title, domain }],
 * users: [{ id, first_name, last_name, email }] }`: the site, seller and supplier names an order
 * export's CSV prints, asked once per batch of orders. Only ids that exist are answered. Disabled
 * sites and deleted accounts are still answered: an export describes orders they made before.
 * Signed like every internal call (the gateway does not proxy /internal).
 */
export function mountExportFactRoutes(app: Express, deps: { db: DataSource; internalSecret: string }): void {
  app.post(USERS_SITES_ROUTES.exportFacts.path, express.json({ limit: '128kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const siteIds = uuidList(body.site_ids, 'site_ids');
    const userIds = uuidList(body.user_ids, 'user_ids');
    if (!Array.isArray(siteIds) || !Array.isArray(userIds)) {
      res.status(400).json(Array.isArray(siteIds) ? userIds : siteIds);
      return;
    }
    const [sites, users] = await Promise.all([
      siteIds.length ? deps.db.getRepository(SiteEntity).find({ select: { id: true, title: true, domain: true }, where: { id: In(siteIds) } }) : [],
      userIds.length ? deps.db.getRepository(UserEntity).find({ select: { id: true, first_name: true, last_name: true, email: true }, where: { id: In(userIds) } }) : [],
    ]);
    res.json(
      routeAnswer(USERS_SITES_ROUTES.exportFacts, {
        sites: sites.map((site) => ({ id: site.id, title: site.title, domain: site.domain })),
        users: users.map((user) => ({ id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email })),
      }),
    );
  });
}
