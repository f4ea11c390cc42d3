/** Any field resolver, as the map is rebuilt field by field below. */
type FieldResolver = (source: unknown, args: unknown, ctx: unknown, info: unknown) => unknown;

/**
 * Wraps every field of a type except `publicFields` so that it resolves to null unless
 * `mayRead` holds. The field list comes from the schema, so a field added later is private
 * until someone decides otherwise; fields without their own resolver read the parent's property.
 * `TResolvers` is the type's generated resolver map (`UserResolvers`): the given resolvers are
 * typed by it and the result is one.
 */
export function guardFields<TSource, TContext, TResolvers extends object>(options: {
  fields: readonly string[];
  publicFields: readonly string[];
  resolvers: TResolvers;
  mayRead: (source: TSource, ctx: TContext) => boolean;
}): TResolvers {
  const given = options.resolvers as Record<string, FieldResolver | undefined>;
  const guarded: Record<string, FieldResolver | undefined> = { ...given };
  for (const field of options.fields) {
    if (options.publicFields.includes(field)) continue;
    const resolve: FieldResolver = given[field] ?? ((source) => (source as Record<string, unknown>)[field]);
    guarded[field] = (source, args, ctx, info) => (options.mayRead(source as TSource, ctx as TContext) ? resolve(source, args, ctx, info) : null);
  }
  // The same map with more of its optional fields filled in, so still a TResolvers.
  return guarded as TResolvers;
}
