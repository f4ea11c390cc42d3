import type { CodegenConfig } from '@graphql-codegen/cli';
import { print } from 'graphql';
import { LIMIT_DIRECTIVE_SDL } from '../subgraph/input-bounds/limit-directive';

/** Where every service writes its resolver types (committed; `npm run codegen:check` keeps them current). */
export const RESOLVER_TYPES_FILE = 'src/generated/resolvers-types.ts';

/**
 * Federation 2 directives our schemas use that codegen's own federation spec (v1: @key,
 * @external, @requires, @provides) does not define; composition reads them, codegen only
 * needs them declared.
 */
const FEDERATION_2_DIRECTIVES = /* GraphQL */ `
  directive @link(url: String!, as: String, import: [String], for: String) repeatable on SCHEMA
  directive @shareable repeatable on OBJECT | FIELD_DEFINITION
  directive @inaccessible on FIELD_DEFINITION | OBJECT | INTERFACE | UNION | ARGUMENT_DEFINITION | SCALAR | ENUM | ENUM_VALUE | INPUT_OBJECT | INPUT_FIELD_DEFINITION
  directive @override(from: String!) on FIELD_DEFINITION
  directive @tag(name: String!) repeatable on FIELD_DEFINITION | OBJECT | INTERFACE | UNION | ARGUMENT_DEFINITION | SCALAR | ENUM | ENUM_VALUE | INPUT_OBJECT | INPUT_FIELD_DEFINITION
  directive @interfaceObject on OBJECT
`;

export interface SubgraphCodegenOptions {
  /** The service's schema files (paths or globs from the service folder), e.g. `src/**\/*.graphql`. */
  schema: string | string[];
  /** `path#Type` of the resolvers' context, the path relative to the generated file (`../context#OrdersContext`). */
  contextType: string;
  /** GraphQL type → `path#Type` of the entity its resolvers receive as parent (paths relative to the generated file). */
  mappers?: Record<string, string>;
  /** Custom scalars → TypeScript types. */
  scalars?: Record<string, string>;
}

/**
 * The graphql-codegen config of one subgraph: `typescript` + `typescript-resolvers` with
 * federation (`__resolveReference` typed from the `@key` fields), the service's context and
 * its entity types as parents, so resolver modules are typed `Resolvers` / `<Type>Resolvers`
 * instead of hand-written argument and parent types. A service's `codegen.ts` is this call.
 */
export function subgraphCodegenConfig(options: SubgraphCodegenOptions): CodegenConfig {
  const schema = Array.isArray(options.schema) ? options.schema : [options.schema];
  return {
    overwrite: true,
    silent: true,
    schema: [FEDERATION_2_DIRECTIVES, print(LIMIT_DIRECTIVE_SDL), ...schema],
    generates: {
      [RESOLVER_TYPES_FILE]: {
        plugins: ['typescript', 'typescript-resolvers'],
        config: {
          federation: true,
          contextType: options.contextType,
          mappers: options.mappers ?? {},
          scalars: options.scalars ?? {},
          // String unions, not TS enums: resolvers return the plain strings the entities hold.
          enumsAsTypes: true,
          useTypeImports: true,
          // Entities are often named like their GraphQL type (Customer): imported as CustomerModel, no clash.
          mapperTypeSuffix: 'Model',
          // Plain function types, so tests and other resolvers can call a resolver directly.
          makeResolverTypeCallable: true,
        },
      },
    },
  };
}
