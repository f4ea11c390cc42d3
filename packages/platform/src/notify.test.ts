import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { fieldErrors, firstErrorMessage } from './notify';

describe('firstErrorMessage (spec 000 §8)', () => {
  it('shows the first GraphQL error message', () => {
    const error = new CombinedError({
      graphQLErrors: [new GraphQLError('The password you provided is incorrect.'), new GraphQLError('second')],
    });
    expect(firstErrorMessage(error)).toBe('The password you provided is incorrect.');
  });

  it('falls back to the network error, then plain messages', () => {
    expect(firstErrorMessage(new CombinedError({ networkError: new Error('Failed to fetch') }))).toBe('Failed to fetch');
    expect(firstErrorMessage('Could not upload file')).toBe('Could not upload file');
    expect(firstErrorMessage(new Error('[GraphQL] boom'))).toBe('boom');
  });
});

describe('fieldErrors', () => {
  it('puts each refusal that names a field under that field', () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError('Category already exists', { extensions: { code: 'CONFLICT', field: 'title' } }),
        new GraphQLError('Variant SKU already exists: A', { extensions: { field: 'variants.0.sku' } }),
        new GraphQLError('Something else'),
      ],
    });
    expect(fieldErrors(error)).toEqual([
      { name: ['title'], errors: ['Category already exists'] },
      { name: ['variants', 0, 'sku'], errors: ['Variant SKU already exists: A'] },
    ]);
    expect(fieldErrors(new CombinedError({ networkError: new Error('Failed to fetch') }))).toEqual([]);
  });
});
