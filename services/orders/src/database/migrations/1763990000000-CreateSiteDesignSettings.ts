import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The local copy of each site's Auto Accept Design setting (spec 001 `auto_accept_design`),
 * kept from `users-sites.site.updated`, plus the index the stuck-design sweep scans.
 */
export class CreateSiteDesignSettings1763990000000 implements MigrationInterface {
  name = 'CreateSiteDesignSettings1763990000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "orders"."site_design_settings" (
        "site_id" uuid PRIMARY KEY,
        "auto_accept_design" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "order_designs_waiting_idx" ON "orders"."order_designs" ("requested_at") WHERE "status" IN ('Pending', 'Processing')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "orders"."order_designs_waiting_idx"`);
    await q.query(`DROP TABLE "orders"."site_design_settings"`);
  }
}
