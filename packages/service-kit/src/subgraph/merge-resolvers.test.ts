import { describe, expect, it } from 'vitest';
import { mergeResolvers } from './merge-resolvers';

describe('mergeResolvers', () => {
  it('merges fields of the same type from several capabilities', () => {
    const a = { Query: { users: 1 }, User: { name: 2 } };
    const b = { Query: { sites: 3 }, Mutation: { login: 4 } };
    expect(mergeResolvers(a, b)).toEqual({ Query: { users: 1, sites: 3 }, User: { name: 2 }, Mutation: { login: 4 } });
  });
});
