import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gql from 'graphql-tag';
import { GraphQLScalarType } from 'graphql';
import { createLogger } from '../../logging/logger';
import type { ServiceContext } from '../../auth/authorize';
import { subgraphClient } from '../../testing/subgraph-client';
import { signUserContext } from '../../auth/user-context';
import { startSubgraph, type RunningSubgraph } from '../start-subgraph';
import { DEFAULT_BOUNDS, fieldLabel } from './input-checks';

const secret = 'test-secret';
let subgraph: RunningSubgraph;
let call: ReturnType<typeof subgraphClient>;
const received: unknown[] = [];

const JSONScalar = new GraphQLScalarType({ name: 'JSON', parseValue: (value) => value, serialize: (value) => value });

beforeAll(async () => {
  subgraph = await startSubgraph<ServiceContext>({
    name: 'bounds-probe',
    port: 0,
    internalSecret: secret,
    logger: createLogger('bounds-probe', 'silent'),
    typeDefs: gql`
      scalar JSON
      input Box {
        title: String @limit(maxLength: 10)
        width: Int @limit(min: 1, max: 100)
        tags: [String!] @limit(maxItems: 3, maxLength: 5)
        child: Box
      }
      type Query {
        echo(text: String, id: ID, ids: [ID!], count: Int, doc: JSON, deep: JSON @limit(maxDepth: 3), box: Box, flag: Boolean): Boolean
      }
    `,
    resolvers: {
      JSON: JSONScalar,
      Query: {
        echo: (_: unknown, args: unknown) => {
          received.push(args);
          return true;
        },
      },
    } as never,
    context: (base) => base,
    ready: async () => true,
  });
  call = subgraphClient(subgraph.url, secret);
});
afterAll(() => subgraph.stop());

const ECHO = 'query ($text: String, $id: ID, $ids: [ID!], $count: Int, $doc: JSON, $deep: JSON, $box: Box) { echo(text: $text, id: $id, ids: $ids, count: $count, doc: $doc, deep: $deep, box: $box) }';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { child: value };
  return value;
}

async function refusal(variables: Record<string, unknown>) {
  const before = received.length;
  const result = await call(ECHO, variables);
  expect(received.length, 'the resolver must not run').toBe(before);
  return result.errors?.[0];
}

describe('argument bounds', () => {
  it('accepts values within the bounds', async () => {
    const result = await call(ECHO, { text: 'hello', id: 'a1', ids: ['1', '2'], count: 5, doc: { a: [1, 'x', { b: null }] }, deep: nested(2), box: { title: 'short', width: 100, tags: ['a', 'bb'], child: { title: 'x' } } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ echo: true });
  });

  it('refuses a string longer than the default bound, naming the field', async () => {
    const error = await refusal({ text: 'x'.repeat(DEFAULT_BOUNDS.stringMaxLength + 1) });
    expect(error).toMatchObject({ message: `Text must be at most ${DEFAULT_BOUNDS.stringMaxLength} characters`, extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
  });

  it('refuses a 1 MB title inside an input object with the @limit bound', async () => {
    const error = await refusal({ box: { title: 'x'.repeat(1_000_000) } });
    expect(error).toMatchObject({ message: 'Title must be at most 10 characters', extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
  });

  it('follows recursive input objects and lists', async () => {
    expect(await refusal({ box: { child: { child: { width: 0 } } } })).toMatchObject({ message: 'Width must be between 1 and 100', extensions: { field: 'width' } });
    expect(await refusal({ box: { tags: ['a', 'b', 'c', 'd'] } })).toMatchObject({ message: 'Tags can have at most 3 items', extensions: { field: 'tags' } });
    expect(await refusal({ box: { tags: ['toolong'] } })).toMatchObject({ message: 'Tags must be at most 5 characters', extensions: { field: 'tags' } });
    expect(await refusal({ ids: Array.from({ length: DEFAULT_BOUNDS.listMaxItems + 1 }, (_, i) => String(i)) })).toMatchObject({ extensions: { field: 'ids' } });
  });

  it('refuses the largest Int when the field has a range', async () => {
    expect(await refusal({ box: { width: 2147483647 } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'width' } });
  });

  it('refuses empty and oversized ids', async () => {
    expect(await refusal({ id: '' })).toMatchObject({ message: 'ID must not be empty', extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
    expect(await refusal({ ids: ['1', ' '] })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'ids' } });
    expect(await refusal({ id: 'x'.repeat(DEFAULT_BOUNDS.idMaxLength + 1) })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
  });

  it('refuses NUL bytes and lone surrogates, in strings and inside JSON documents', async () => {
    expect(await refusal({ text: 'a\u0000b' })).toMatchObject({ message: 'Text contains characters that are not allowed', extensions: { field: 'text' } });
    expect(await refusal({ text: 'a\uD800b' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
    expect(await refusal({ text: '\uDC00' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
    expect(await refusal({ doc: { layers: [{ text: 'x\u0000' }] } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'doc' } });
    expect(await refusal({ doc: { ['k\uD83D']: 1 } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'doc' } });
    // A complete surrogate pair (an emoji) is ordinary text.
    expect((await call(ECHO, { text: 'party 🎉', doc: { t: '🎉' } })).errors).toBeUndefined();
  });

  it('refuses JSON documents nested too deeply or too large, without overflowing the stack', async () => {
    expect(await refusal({ doc: nested(DEFAULT_BOUNDS.jsonMaxDepth + 1) })).toMatchObject({ message: `Doc is nested too deeply (at most ${DEFAULT_BOUNDS.jsonMaxDepth} levels)`, extensions: { code: 'BAD_USER_INPUT', field: 'doc' } });
    expect(await refusal({ deep: nested(4) })).toMatchObject({ extensions: { field: 'deep' } });
    expect(await refusal({ doc: { big: 'x'.repeat(DEFAULT_BOUNDS.jsonMaxLength) } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'doc' } });
  });
});

describe('request bodies', () => {
  it('refuses a 20,000-deep document with 400 JSON before anything recursive reads it', async () => {
    const depth = 20_000;
    const doc = '{"child":'.repeat(depth) + '"leaf"' + '}'.repeat(depth);
    const before = received.length;
    const res = await fetch(subgraph.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signUserContext(null, secret) },
      body: `{"query":${JSON.stringify(ECHO)},"variables":{"doc":${doc}}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(received.length).toBe(before);
  });
});

describe('fieldLabel', () => {
  it('names fields as a person reads them', () => {
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('productTypeID')).toBe('Product type ID');
    expect(fieldLabel('title')).toBe('Title');
  });
});
