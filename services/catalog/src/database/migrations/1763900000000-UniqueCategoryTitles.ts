import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Category titles are unique whatever their case ("Category already exists"). Titles that
 * already clash keep the oldest as is and get " (2)", " (3)"… so the index can be built.
 */
export class UniqueCategoryTitles1763900000000 implements MigrationInterface {
  name = 'UniqueCategoryTitles1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE "catalog"."categories" c SET "title" = c."title" || ' (' || d.n || ')'
      FROM (
        SELECT "id", row_number() OVER (PARTITION BY lower("title") ORDER BY "created_at", "id") AS n
        FROM "catalog"."categories"
      ) d
      WHERE d."id" = c."id" AND d.n > 1`);
    await q.query(`CREATE UNIQUE INDEX "categories_title_key" ON "catalog"."categories" (lower("title"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."categories_title_key"`);
  }
}
