import type { GraphQLFieldResolver } from 'graphql';

type Resolver<TSource, TContext> = GraphQLFieldResolver<TSource, TContext>;

/**
 * Wraps every field of a type except `publicFields` so that it resolves to null unless
 * `mayRead` holds. The field list comes from the schema, so a field added later is private
 * until someone decides otherwise; fields without their own resolver read the parent's property.
 */
export function guardFields<TSource, TContext>(options: {
  fields: readonly string[];
  publicFields: readonly string[];
  resolvers: Record<string, Resolver<TSource, TContext>>;
  mayRead: (source: TSource, ctx: TContext) => boolean;
}): Record<string, Resolver<TSource, TContext>> {
  const guarded: Record<string, Resolver<TSource, TContext>> = { ...options.resolvers };
  for (const field of options.fields) {
    if (options.publicFields.includes(field)) continue;
    const resolve: Resolver<TSource, TContext> = options.resolvers[field] ?? ((source) => (source as Record<string, unknown>)[field]);
    guarded[field] = (source, args, ctx, info) => (options.mayRead(source, ctx) ? resolve(source, args, ctx, info) : null);
  }
  return guarded;
}
