import { requirePermission, requireUser } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { canEditTemplate } from './export-templates.service';

export const exportTemplatesResolvers: Resolvers = {
  Query: {
    exportTemplates: (_, args, ctx) => {
      const user = requirePermission(ctx, 'exportTemplates.read');
      return ctx.services.exportTemplates.list(user, args.filter ?? {});
    },
    exportTemplate: (_, args, ctx) => {
      const user = requirePermission(ctx, 'exportTemplates.read');
      return ctx.services.exportTemplates.find(user, args.id);
    },
    defaultExportColumns: (_, __, ctx) => {
      requirePermission(ctx, 'exportTemplates.read');
      return ctx.services.exportTemplates.defaultColumns();
    },
  },
  Mutation: {
    createExportTemplate: (_, args, ctx) => {
      const user = requirePermission(ctx, 'exportTemplates.write');
      return ctx.services.exportTemplates.create(user, args.input);
    },
    updateExportTemplate: (_, args, ctx) => {
      const user = requirePermission(ctx, 'exportTemplates.write');
      return ctx.services.exportTemplates.update(user, args.id, args.input);
    },
    deleteExportTemplate: (_, args, ctx) => {
      const user = requirePermission(ctx, 'exportTemplates.write');
      return ctx.services.exportTemplates.delete(user, args.id);
    },
  },
  ExportTemplate: {
    author: (template) => ({ __typename: 'User', id: template.author_id }),
    shared: (template) => template.by_admin,
    suppliers: (template) => template.supplier_ids.map((id) => ({ __typename: 'User' as const, id })),
    // The parent was only reached through a read the user passed; this says whether a write would pass too.
    can_edit: (template, _, ctx) => canEditTemplate(requireUser(ctx), template),
    created_at: (template) => template.created_at.toISOString(),
    updated_at: (template) => template.updated_at.toISOString(),
  },
};
