import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** The malformed or oversized shapes every argument of every operation is sent in. */
export const FUZZ_SHAPES = ['huge', 'negative', 'nul', 'surrogate', 'empty', 'deep', 'crowded', 'injection'] as const;
export type FuzzShape = (typeof FUZZ_SHAPES)[number];

export interface FuzzRequest {
  operation: string;
  shape: FuzzShape;
  query: string;
  variables: Record<string, unknown>;
}

const PLAIN_ID = '00000000-0000-4000-8000-00000000ffff';
// Deeper than any input object the schemas nest (filters, variants with print sizes).
const MAX_INPUT_DEPTH = 4;

function nestedDocument(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { child: value };
  return value;
}

function scalarValue(typeName: string, shape: FuzzShape): unknown {
  const text: Record<FuzzShape, string> = {
    huge: 'x'.repeat(250_000),
    negative: ' ',
    nul: 'a\u0000b',
    surrogate: 'a\uD800b',
    empty: '',
    deep: 'fuzz',
    crowded: 'fuzz',
    injection: "'; DROP TABLE users; -- ${7*7} {{7*7}} %s%n ../../etc/passwd",
  };
  switch (typeName) {
    case 'Int':
      return shape === 'huge' ? 2147483647 : shape === 'negative' ? -2147483648 : 1;
    case 'Float':
      return shape === 'huge' ? 1e308 : shape === 'negative' ? -1e308 : 1.5;
    case 'Boolean':
      return true;
    case 'ID':
      return shape === 'huge' ? 'x'.repeat(10_000) : shape === 'deep' || shape === 'crowded' ? PLAIN_ID : text[shape];
    case 'String':
      return text[shape];
    default:
      // JSON documents and any other custom scalar.
      if (shape === 'deep') return nestedDocument(40);
      if (shape === 'huge') return { big: 'x'.repeat(1_100_000) };
      if (shape === 'crowded') return Array.from({ length: 200_000 }, (_, i) => i);
      return { text: text[shape] };
  }
}

/** A value of `type` in the given shape; every field of an input object is filled. */
export function fuzzValue(type: GraphQLInputType, shape: FuzzShape, depth = 0): unknown {
  if (isNonNullType(type)) return fuzzValue(type.ofType, shape, depth);
  if (isListType(type)) {
    const item = fuzzValue(type.ofType as GraphQLInputType, shape, depth);
    // Past every list bound, with items small enough to keep the body under the limit.
    return shape === 'crowded' && isLeafType(getNamedType(type)) ? Array.from({ length: 6000 }, () => item) : [item];
  }
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    if (depth >= MAX_INPUT_DEPTH) return {};
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, fuzzValue(field.type, shape, depth + 1)]));
  }
  return scalarValue(getNamedType(type).name, shape);
}

function requestFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, shape: FuzzShape): FuzzRequest {
  const definitions = field.args.map((arg, i) => `$a${i}: ${arg.type.toString()}`).join(', ');
  const callArgs = field.args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const head = definitions ? `${kind} Fuzz(${definitions})` : `${kind} Fuzz`;
  return {
    operation: `${kind} ${field.name}`,
    shape,
    query: `${head} { ${field.name}${callArgs ? `(${callArgs})` : ''}${selection} }`,
    variables: Object.fromEntries(field.args.map((arg, i) => [`a${i}`, fuzzValue(arg.type, shape)])),
  };
}

/**
 * Every public Query and Mutation field of the schema, each in every fuzz shape that gives it
 * different variables (fields without arguments once). Federation's `_entities` and `_service` are not public.
 */
export function fuzzRequests(schema: GraphQLSchema): FuzzRequest[][] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const bursts: FuzzRequest[][] = [];
  for (const [kind, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.name.startsWith('_')) continue;
      const shapes = field.args.length === 0 ? (['empty'] as const) : FUZZ_SHAPES;
      // Shapes that come out the same for this field (an Int is 1 in six of them, an ID the
      // same UUID when deep or crowded) would send the same request again: once is enough.
      const seen = new Set<string>();
      bursts.push(
        shapes
          .map((shape) => requestFor(kind, field, shape))
          .filter((request) => {
            const key = JSON.stringify(request.variables);
            return !seen.has(key) && Boolean(seen.add(key));
          }),
      );
    }
  }
  return bursts;
}
