import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { LIVE_SUBSCRIPTIONS } from '../live/subscriptions';
import { composeClientSchema, readSubgraphSources } from './client-schema';

const repoRoot = resolve(import.meta.dirname, '../../..');

describe('client schema (npm run codegen)', () => {
  it('reads every .graphql file under each service, split files included', () => {
    const catalog = readSubgraphSources(repoRoot).find((s) => s.name === 'catalog');
    expect(catalog?.files).toContain('services/catalog/src/schema.graphql');
    expect(catalog?.files.length).toBeGreaterThan(1);
  });

  it('composes the subgraphs into an API schema with the gateway live subscriptions and no federation internals', () => {
    const sdl = composeClientSchema(readSubgraphSources(repoRoot), LIVE_SUBSCRIPTIONS);
    const schema = buildSchema(sdl);
    expect(Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).sort()).toEqual(LIVE_SUBSCRIPTIONS.map((s) => s.field).sort());
    expect(schema.getQueryType()?.getFields().me).toBeDefined();
    expect(sdl).not.toMatch(/@join__|@link|_entities|_service/);
  });

  it('fails with the composition errors when two subgraphs disagree', () => {
    const header = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])\n';
    const subgraphs = [
      { name: 'a', files: [], sdl: `${header}type Query { thing: Thing } type Thing @key(fields: "id") { id: ID! size: Int }` },
      { name: 'b', files: [], sdl: `${header}type Query { other: Thing } type Thing @key(fields: "id") { id: ID! size: String }` },
    ];
    expect(() => composeClientSchema(subgraphs, [])).toThrow(/do not compose[\s\S]*size/);
  });
});
