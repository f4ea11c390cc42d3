import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFonts1764360000000 implements MigrationInterface {
  name = 'CreateFonts1764360000000';

  async up(q: QueryRunner): Promise<void> {
    // Text ids: uploads get a uuid, the seeded families keep the ids the demo documents use ('Oswald').
    await q.query(`
      CREATE TABLE "artworks"."fonts" (
        "id" text PRIMARY KEY DEFAULT gen_random_uuid()::text,
        "family" text NOT NULL,
        "global" boolean NOT NULL DEFAULT false,
        "user_id" uuid NULL,
        "deleted_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "fonts_owner_ck" CHECK ("global" = ("user_id" IS NULL))
      )`);
    // One live family per name and owner: a new variant joins it (two uploads racing meet here).
    await q.query(`CREATE UNIQUE INDEX "fonts_family_owner_uq" ON "artworks"."fonts" (lower("family"), COALESCE("user_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "deleted_at" IS NULL`);
    await q.query(`CREATE INDEX "fonts_user_idx" ON "artworks"."fonts" ("user_id") WHERE "deleted_at" IS NULL`);
    // file_id / file_key point into media's files, which this service never reads: no foreign keys.
    await q.query(`
      CREATE TABLE "artworks"."font_variants" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "font_id" text NOT NULL REFERENCES "artworks"."fonts" ("id") ON DELETE CASCADE,
        "variant" text NOT NULL,
        "postscript_name" text NULL,
        "file_id" uuid NOT NULL,
        "file_key" text NOT NULL,
        "file_name" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "font_variants_font_variant_uq" UNIQUE ("font_id", "variant")
      )`);
    await q.query(`CREATE INDEX "font_variants_postscript_idx" ON "artworks"."font_variants" (lower("postscript_name"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "artworks"."font_variants"`);
    await q.query(`DROP TABLE "artworks"."fonts"`);
  }
}
