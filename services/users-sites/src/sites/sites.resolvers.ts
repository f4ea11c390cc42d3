import { requirePermission } from '@pod/service-kit';
import { guardFields } from '../access/guard-fields';
import { mayReadSite, PUBLIC_SITE_FIELDS } from '../access/read-access';
import { fieldsOf } from '../access/schema-fields';
import { iso, type UsersSitesContext } from '../context';
import type { Resolvers, SiteResolvers } from '../generated/resolvers-types';
import type { Site } from './site.entity';

export const sitesResolvers: Resolvers = {
  Query: {
    sites: (_, args, ctx) => ctx.services.sites.list(requirePermission(ctx, 'sites.read'), args.filter ?? {}),
    siteById: (_, args, ctx) => ctx.services.sites.getReadable(requirePermission(ctx, 'sites.read'), args.id),
    getSiteSettings: (_, args, ctx) => ctx.services.sites.getSettings(requirePermission(ctx, 'sites.read'), args.site_id),
    getSiteSetting: (_, args, ctx) => ctx.services.sites.importTemplates(requirePermission(ctx, 'sites.read'), args.site_id),
  },
  Mutation: {
    createSite: (_, args, ctx) => ctx.services.sites.create(requirePermission(ctx, 'sites.write'), args),
    initShopifyAuth: (_, args, ctx) => ctx.services.sites.initShopifyAuth(requirePermission(ctx, 'sites.write'), args.title, args.shop),
    updateSite: (_, args, ctx) => ctx.services.sites.updateTitle(requirePermission(ctx, 'sites.write'), args.site_id, args.title),
    deleteSite: (_, args, ctx) => ctx.services.sites.disable(requirePermission(ctx, 'sites.write'), args.id),
    updateWebhooks: (_, args, ctx) => ctx.services.sites.updateWebhooks(requirePermission(ctx, 'sites.write'), args.id),
    reconnectSite: (_, args, ctx) => ctx.services.sites.reconnect(requirePermission(ctx, 'sites.write'), args.id),
    updateSiteSettings: (_, args, ctx) => ctx.services.sites.updateSettings(requirePermission(ctx, 'sites.write'), args.site_id, args.settings),
    createSiteSetting: (_, args, ctx) => ctx.services.sites.createImportTemplate(requirePermission(ctx, 'sites.write'), args.input),
  },
  Site: {
    // A reference comes only from a subgraph that has already let the caller read the order,
    // customer, product or campaign store holding it (the gateway serves no `_entities`), so
    // whoever reaches a site so may see its public fields (title, kind); the rest is guarded.
    __resolveReference: (ref, ctx) => ctx.loaders.site.load(ref.id),
    ...guardFields<Site, UsersSitesContext, SiteResolvers>({
      fields: fieldsOf('Site'),
      publicFields: PUBLIC_SITE_FIELDS,
      mayRead: (site, ctx) => mayReadSite(ctx.user, site),
      resolvers: {
        user: (site, _, ctx) => ctx.loaders.user.load(site.user_id),
        webhooks: (site, _, ctx) => ctx.loaders.webhooksOfSite.load(site.id),
        // Only the owner is sent to authorise a pending store.
        authUrl: (site, _, ctx) => (ctx.user?.id === site.user_id && !site.verified && site.status ? ctx.services.sites.authUrl(site) : null),
        created_at: (site) => iso(site.created_at),
      },
    }),
  },
};
