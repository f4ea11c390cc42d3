import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const categoriesResolvers: Resolvers = {
  Query: {
    categories: (_, args, ctx) => {
      requirePermission(ctx, 'categories.read');
      return ctx.services.categories.list(args.filter ?? {});
    },
    categoryById: (_, args, ctx) => {
      requirePermission(ctx, 'categories.read');
      return ctx.services.categories.get(args.id);
    },
  },
  Mutation: {
    createCategory: (_, args, ctx) => {
      const user = requirePermission(ctx, 'categories.manage');
      return ctx.services.categories.create(user, args.input);
    },
    updateCategory: (_, args, ctx) => {
      requirePermission(ctx, 'categories.manage');
      return ctx.services.categories.update(args.id, args.input);
    },
    deleteCategory: (_, args, ctx) => {
      requirePermission(ctx, 'categories.manage');
      return ctx.services.categories.delete(args.id);
    },
  },
  Category: {
    created_at: (category) => category.created_at.toISOString(),
    updated_at: (category) => category.updated_at.toISOString(),
    totalProductType: (category, _, ctx) => ctx.loaders.categoryProductTypeCount.load(category.id),
    creater: (category) => (category.creater_id ? { __typename: 'User', id: category.creater_id } : null),
  },
};
