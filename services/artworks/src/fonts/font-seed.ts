import type { DataSource } from 'typeorm';
import { DEMO_FONTS } from '@pod/contracts';

/**
 * The global fonts of a fresh start (DEMO_FONTS): media's seed stores their .ttf files under
 * the same File ids and keys. Safe to run on every start.
 */
export async function seedFonts(db: DataSource): Promise<void> {
  for (const font of DEMO_FONTS) {
    await db.query(`INSERT INTO "artworks"."fonts" ("id", "family", "global", "user_id") VALUES ($1, $2, true, NULL) ON CONFLICT DO NOTHING`, [font.id, font.family]);
    for (const v of font.variants) {
      await db.query(
        `INSERT INTO "artworks"."font_variants" ("font_id", "variant", "postscript_name", "file_id", "file_key", "file_name") VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [font.id, v.variant, v.postscriptName, v.fileId, v.key, v.file_name],
      );
    }
  }
}
