import { requirePermission } from '@pod/service-kit';
import type { CatalogContext } from '../context';
import type { Category } from './category.entity';
import type { CategoryFilter, CategoryInput } from './categories.service';

export const categoriesResolvers = {
  Query: {
    categories: (_: unknown, args: { filter?: CategoryFilter | null }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'categories.read');
      return ctx.services.categories.list(user, args.filter ?? {});
    },
    categoryById: (_: unknown, args: { id: string }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'categories.read');
      return ctx.services.categories.get(user, args.id);
    },
  },
  Mutation: {
    createCategory: (_: unknown, args: { input: CategoryInput }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'categories.manage');
      return ctx.services.categories.create(user, args.input);
    },
    updateCategory: (_: unknown, args: { id: string; input: CategoryInput }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'categories.manage');
      return ctx.services.categories.update(user, args.id, args.input);
    },
    deleteCategory: (_: unknown, args: { id: string }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'categories.manage');
      return ctx.services.categories.delete(user, args.id);
    },
  },
  Category: {
    created_at: (category: Category) => category.created_at.toISOString(),
    updated_at: (category: Category) => category.updated_at.toISOString(),
    totalProductType: (category: Category, _: unknown, ctx: CatalogContext) => ctx.loaders.categoryProductTypeCount.load(category.id),
    creater: (category: Category) => (category.creater_id ? { __typename: 'User', id: category.creater_id } : null),
  },
};
