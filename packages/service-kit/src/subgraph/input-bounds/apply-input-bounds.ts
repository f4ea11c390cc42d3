import { defaultFieldResolver, type GraphQLField, type GraphQLSchema } from 'graphql';
import { compileCheck, type ValueCheck } from './input-checks';
import { limitsOf } from './limit-directive';
import { isObjectType } from './type-kinds';

/**
 * Makes every field that takes arguments check them against their bounds before its resolver
 * runs (defaults by type, `@limit` where the schema says more), so no resolver can forget to.
 * Federation's own fields (`_entities`, `_service`) carry the gateway's data and are left alone.
 */
export function applyInputBounds(schema: GraphQLSchema): GraphQLSchema {
  const inputObjects = new Map<string, ValueCheck | null>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0 || field.name.startsWith('_')) continue;
      guardField(field, inputObjects);
    }
  }
  return schema;
}

function guardField(field: GraphQLField<unknown, unknown>, inputObjects: Map<string, ValueCheck | null>): void {
  const checks = field.args
    .map((arg) => ({ name: arg.name, check: compileCheck(arg.type, arg.name, limitsOf(arg.astNode), inputObjects) }))
    .filter((arg): arg is { name: string; check: ValueCheck } => arg.check !== null);
  if (checks.length === 0) return;
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = (source, args: Record<string, unknown>, context, info) => {
    for (const { name, check } of checks) {
      const value = args[name];
      if (value != null) check(value);
    }
    return resolve(source, args, context, info);
  };
}
