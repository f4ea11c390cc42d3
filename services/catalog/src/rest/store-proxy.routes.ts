import express, { type Express, type Request, type Response } from 'express';
import { isPodError, requirePermission, verifyUserContext, type Logger, type UserContext } from '@pod/service-kit';
import type { SiteDirectory } from '../sites/site-directory';
import { storeApiFor, StoreError, type StoreCallPolicy } from '../stores/connectors';
import type { StoreAccess } from '../stores/store-access';
import { checkStoreEndpoint } from './store-endpoints';

/**
 * `/rest/:siteId?endpoint=<store api path>` (spec 001 §7 "Store proxy"): the browser's way to
 * the seller's store for store mapping. The gateway has checked the token and signed the user
 * context; here the user must be allowed store mapping and own the site, the endpoint must be
 * on the list, and the call goes to the store with the site's credentials (which never reach
 * the browser). The store's JSON and paging headers come back as they are; store errors come
 * back as `{errors:[{message}]}` with the store's status.
 */

/** Paging headers a list answer carries (WooCommerce totals, Shopify's Link). */
const PASSED_HEADERS = ['x-wp-total', 'x-wp-totalpages'];

/** A browser is waiting: wait out a store's 429 for less long than a push worker would. */
const PROXY_POLICY: Partial<StoreCallPolicy> = { maxAttempts: 4, maxRetryAfterMs: 10_000, timeoutMs: 30_000 };

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400, CONFLICT: 409 };

export function mountStoreProxy(app: Express, deps: { sites: SiteDirectory; storeAccess: StoreAccess; internalSecret: string; logger: Logger; policy?: Partial<StoreCallPolicy> }): void {
  app.all('/rest/:siteId', express.json({ limit: '5mb' }), async (req: Request, res: Response) => {
    const fail = (status: number, message: string) => res.status(status).json({ errors: [{ message }] });
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) return fail(401, `Refused: ${verified.reason}`);
    const siteId = String(req.params.siteId);
    try {
      const user = requirePermission({ user: verified.user, requestId: '', clientIp: '' }, 'storeMapping.use') as UserContext;
      const site = await deps.storeAccess.connected((await deps.sites.assertOwnedBy(user, siteId)).id);

      const { endpoint, ...outerQuery } = req.query as Record<string, string>;
      const check = checkStoreEndpoint(site.platform, req.method, endpoint);
      if (!check.ok) return fail(check.status, check.message);

      const api = storeApiFor(site, { logger: deps.logger, policy: { ...PROXY_POLICY, ...deps.policy } });
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const answer = await deps.storeAccess.use(site, () =>
        api.call({ method: req.method, endpoint: check.path, query: { ...check.query, ...outerQuery }, body: hasBody ? (req.body ?? {}) : undefined }),
      );
      for (const name of PASSED_HEADERS) {
        const value = answer.headers.get(name);
        if (value != null) res.setHeader(name, value);
      }
      const link = answer.headers.get('link');
      if (link) res.setHeader('link', throughProxy(link, api.root, siteId));
      res.status(answer.status).json(answer.body);
    } catch (err) {
      if (err instanceof StoreError) {
        deps.logger.warn({ siteId, status: err.status, message: err.message }, 'store refused a proxied call');
        return fail(err.status || 502, err.message);
      }
      if (isPodError(err)) return fail(STATUS_OF_CODE[String(err.extensions.code)] ?? 400, err.message);
      deps.logger.error({ err, siteId }, 'store proxy failed');
      return fail(500, 'Internal server error');
    }
  });
}

/** Rewrites the store's Link URLs (Shopify page_info, WP prev/next) so a client can follow them through the proxy. */
export function throughProxy(link: string, apiRoot: string, siteId: string): string {
  return link.replace(/<([^>]+)>/g, (whole, url: string) => {
    if (!url.startsWith(`${apiRoot}/`)) return whole;
    const endpoint = url.slice(apiRoot.length + 1);
    return `</rest/${encodeURIComponent(siteId)}?endpoint=${encodeURIComponent(endpoint)}>`;
  });
}
