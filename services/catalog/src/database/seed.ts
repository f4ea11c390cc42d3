import type { DataSource } from 'typeorm';
import { DEMO_USERS } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';

/**
 * Demo categories with fixed ids, so the seed is idempotent and later catalog seeds (product
 * types) can file their types under them.
 */
export const DEMO_CATEGORIES = [
  { id: '00000000-0000-4000-b000-000000000001', title: 'T-Shirts', description: 'Short and long sleeve tees, printed front and back.' },
  { id: '00000000-0000-4000-b000-000000000002', title: 'Hoodies', description: 'Pullover and zip hoodies and sweatshirts.' },
  { id: '00000000-0000-4000-b000-000000000003', title: 'Mugs', description: 'Ceramic mugs, 11oz and 15oz, wrap-around print.' },
  { id: '00000000-0000-4000-b000-000000000004', title: 'Posters', description: 'Matte and glossy posters in standard sizes.' },
  { id: '00000000-0000-4000-b000-000000000005', title: 'Canvas', description: 'Gallery-wrapped canvas prints.' },
] as const;

/** Demo data on first start; re-running it inserts nothing. */
export async function seedCatalog(dataSource: DataSource, logger?: Logger): Promise<void> {
  let inserted = 0;
  for (const [index, category] of DEMO_CATEGORIES.entries()) {
    // Spaced a second apart, newest last, so the list shows them in a stable order.
    const createdAt = new Date(Date.UTC(2024, 0, 1, 0, 0, DEMO_CATEGORIES.length - index));
    const rows = await dataSource.query(
      `INSERT INTO "catalog"."categories" (id, title, description, status, creater_id, created_at, updated_at)
       VALUES ($1, $2, $3, true, $4, $5, $5)
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [category.id, category.title, category.description, DEMO_USERS.admin.id, createdAt],
    );
    inserted += rows.length;
  }
  if (inserted) logger?.info({ categories: inserted }, 'seeded demo categories');
}
