import type { DataSource } from 'typeorm';
import type { Font } from '@pod/artwork-scene';

/** Fonts live in media's bucket as `fonts/<Family>-<variant>.<ext>` (the seed puts the demo fonts there). */
export const FONT_KEY_PREFIX = 'fonts/';

/**
 * The font library renders resolve `{fontId}-{variant}` against: every registered File under
 * `fonts/`, grouped by family. Read per request (a few rows), so a font added later is used at once.
 */
export async function loadFontLibrary(db: DataSource): Promise<Font[]> {
  const rows = (await db.query(`SELECT "key" FROM "media"."files" WHERE "key" LIKE $1 ORDER BY "key"`, [`${FONT_KEY_PREFIX}%`])) as Array<{ key: string }>;
  const families = new Map<string, Font>();
  for (const { key } of rows) {
    const match = /^fonts\/([^/]+)-([^/.-]+)\.(ttf|otf|woff2?)$/i.exec(key);
    if (!match) continue;
    const [, family, variant] = match as unknown as [string, string, string];
    const font = families.get(family) ?? { id: family, family, global: true, variants: [] };
    font.variants.push({ variant, file: { url: key } });
    families.set(family, font);
  }
  return [...families.values()];
}
