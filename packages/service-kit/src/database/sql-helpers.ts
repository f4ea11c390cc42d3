const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are uuid columns: anything else is answered as "not found" before it reaches
 * PostgreSQL, which would otherwise fail the whole query on the cast.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A user's search text as an ILIKE "contains" pattern, with %, _ and \ matched literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
