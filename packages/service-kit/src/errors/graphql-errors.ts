import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@pod/contracts';

/**
 * Errors a client sees: `message` is the user-facing text from the specs, `extensions.code`
 * is one of the codes of ARCHITECTURE.md §5 and `extensions.field` names the input field.
 */
export function podError(code: ErrorCode, message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(field ? { field } : {}) } });
}

export const badInput = (message: string, field?: string) => podError('BAD_USER_INPUT', message, field);
export const notFound = (message = 'Not found') => podError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do this') => podError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in') => podError('UNAUTHENTICATED', message);
export const conflict = (message: string, field?: string) => podError('CONFLICT', message, field);

/** True for errors meant for the user; anything else is logged and masked as INTERNAL. */
export function isPodError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && typeof error.extensions?.code === 'string';
}
