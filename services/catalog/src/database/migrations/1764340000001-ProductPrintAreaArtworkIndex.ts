import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `Artwork.usedIn` counts products by the artwork their print areas use: one index lookup per page of artworks. */
export class ProductPrintAreaArtworkIndex1764340000001 implements MigrationInterface {
  name = 'ProductPrintAreaArtworkIndex1764340000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "product_print_areas_artwork_id" ON "catalog"."product_print_areas" ("artwork_id") WHERE "artwork_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."product_print_areas_artwork_id"`);
  }
}
