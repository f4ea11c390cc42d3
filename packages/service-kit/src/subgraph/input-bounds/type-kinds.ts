import type { GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNamedType, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType, GraphQLType } from 'graphql';

/**
 * graphql-js's `isObjectType` & co. use `instanceof`, which fails when the schema comes from
 * the other build of graphql (CJS for Apollo, ESM in Vite-run tests). Its classes name
 * themselves through `Symbol.toStringTag`, which holds across both builds.
 */
function kindOf(type: unknown): string {
  return Object.prototype.toString.call(type).slice(8, -1);
}

export const isObjectType = (type: GraphQLNamedType): type is GraphQLObjectType => kindOf(type) === 'GraphQLObjectType';
export const isInputObjectType = (type: GraphQLType): type is GraphQLInputObjectType => kindOf(type) === 'GraphQLInputObjectType';
export const isListType = (type: GraphQLType): type is GraphQLList<GraphQLType> => kindOf(type) === 'GraphQLList';
export const isNonNullType = (type: GraphQLType): type is GraphQLNonNull<GraphQLType> => kindOf(type) === 'GraphQLNonNull';
export const isScalarType = (type: GraphQLType): type is GraphQLScalarType => kindOf(type) === 'GraphQLScalarType';
export const isEnumType = (type: GraphQLType): type is GraphQLEnumType => kindOf(type) === 'GraphQLEnumType';
