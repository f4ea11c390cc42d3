import { requirePermission } from '@pod/service-kit';
import { mayReadSite } from '../access/read-access';
import { iso, type UsersSitesContext } from '../context';
import type { Site } from './site.entity';
import type { SiteFilter } from './sites.service';

export const sitesResolvers = {
  Query: {
    sites: (_: unknown, args: { filter?: SiteFilter }, ctx: UsersSitesContext) =>
      ctx.services.sites.list(args.filter ?? {}, requirePermission(ctx, 'sites.read')),
    siteById: (_: unknown, args: { id: string }, ctx: UsersSitesContext) =>
      ctx.services.sites.getReadable(args.id, requirePermission(ctx, 'sites.read')),
    getSiteSettings: (_: unknown, args: { site_id: string }, ctx: UsersSitesContext) =>
      ctx.services.sites.getSettings(args.site_id, requirePermission(ctx, 'sites.read')),
    getSiteSetting: (_: unknown, args: { site_id: string }, ctx: UsersSitesContext) =>
      ctx.services.sites.importTemplates(args.site_id, requirePermission(ctx, 'sites.read')),
  },
  Mutation: {
    createSite: (_: unknown, args: { title?: string; domain?: string; platform?: string; isConnect?: boolean }, ctx: UsersSitesContext) =>
      ctx.services.sites.create(args, requirePermission(ctx, 'sites.write')),
    initShopifyAuth: (_: unknown, args: { title: string; shop?: string | null }, ctx: UsersSitesContext) =>
      ctx.services.sites.initShopifyAuth(args.title, args.shop, requirePermission(ctx, 'sites.write')),
    updateSite: (_: unknown, args: { site_id: string; title?: string | null }, ctx: UsersSitesContext) =>
      ctx.services.sites.updateTitle(args.site_id, args.title, requirePermission(ctx, 'sites.write')),
    deleteSite: (_: unknown, args: { id: string }, ctx: UsersSitesContext) => ctx.services.sites.disable(args.id, requirePermission(ctx, 'sites.write')),
    updateWebhooks: (_: unknown, args: { id: string }, ctx: UsersSitesContext) =>
      ctx.services.sites.updateWebhooks(args.id, requirePermission(ctx, 'sites.write')),
    reconnectSite: (_: unknown, args: { id: string }, ctx: UsersSitesContext) => ctx.services.sites.reconnect(args.id, requirePermission(ctx, 'sites.write')),
    updateSiteSettings: (_: unknown, args: { site_id: string; settings: { auto_accept_design?: boolean | null } }, ctx: UsersSitesContext) =>
      ctx.services.sites.updateSettings(args.site_id, args.settings, requirePermission(ctx, 'sites.write')),
    createSiteSetting: (_: unknown, args: { input: { site_id: string; name: string; value?: string | null } }, ctx: UsersSitesContext) =>
      ctx.services.sites.createImportTemplate(args.input, requirePermission(ctx, 'sites.write')),
  },
  Site: {
    // A site reached from another subgraph (a product's, an order's) is null for whoever may not read it.
    __resolveReference: async (ref: { id: string }, ctx: UsersSitesContext) => {
      const site = await ctx.loaders.site.load(ref.id);
      return site && mayReadSite(ctx.user, site) ? site : null;
    },
    user: (site: Site, _: unknown, ctx: UsersSitesContext) => ctx.loaders.user.load(site.user_id),
    webhooks: (site: Site, _: unknown, ctx: UsersSitesContext) => ctx.loaders.webhooksOfSite.load(site.id),
    // Only the owner is sent to authorise a pending store.
    authUrl: (site: Site, _: unknown, ctx: UsersSitesContext) =>
      ctx.user?.id === site.user_id && !site.verified && site.status ? ctx.services.sites.authUrl(site) : null,
    created_at: (site: Site) => iso(site.created_at),
  },
};
