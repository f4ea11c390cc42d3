import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { isSessionRejected, SessionRejected } from './bootstrap';

describe('isSessionRejected', () => {
  it('forgets the token only when the server refuses it', () => {
    const unauthenticated = new CombinedError({ graphQLErrors: [new GraphQLError('Please sign in', { extensions: { code: 'UNAUTHENTICATED' } })] });
    expect(isSessionRejected(unauthenticated)).toBe(true);
    expect(isSessionRejected(new SessionRejected('No current user'))).toBe(true);
    expect(isSessionRejected(new CombinedError({ networkError: new Error("Failed to fetch") }))).toBe(false);
    expect(isSessionRejected(new CombinedError({ networkError: new Error('aborted'), response: { status: 401 } }))).toBe(true);
    expect(isSessionRejected(new Error('boom'))).toBe(false);
  });
});
