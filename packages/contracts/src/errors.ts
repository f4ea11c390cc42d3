/** `extensions.code` values a client may see (ARCHITECTURE.md §5). */
export const ERROR_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'INTERNAL'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
