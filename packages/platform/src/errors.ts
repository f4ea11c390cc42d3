const GENERIC = 'Something went wrong. Please try again.';

/**
 * The text to show for a failed call: the FIRST GraphQL error message (spec 000 §8), else the
 * network error, else the error's own message.
 */
export function firstErrorMessage(error: unknown): string {
  if (!error) return GENERIC;
  if (typeof error === 'string') return error;
  const e = error as { graphQLErrors?: Array<{ message?: string }>; networkError?: { message?: string }; message?: string };
  const gql = e.graphQLErrors?.find((g) => g?.message)?.message;
  if (gql) return gql;
  if (e.networkError?.message) return e.networkError.message;
  if (e.message) return e.message.replace(/^\[(GraphQL|Network)\]\s*/, '');
  return GENERIC;
}
