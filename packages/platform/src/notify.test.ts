import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { firstErrorMessage } from './notify';

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
