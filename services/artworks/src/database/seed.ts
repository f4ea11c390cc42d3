import type { DataSource } from 'typeorm';
import { DEMO_USERS } from '@pod/contracts';

/** Fixed ids so the seed is idempotent and e2e specs can rely on the demo tree. */
const SEED_CATEGORIES: Array<{ id: string; parent: string | null; title: string; owner: string }> = [
  { id: '00000000-0000-4000-a004-000000000001', parent: null, title: 'Holidays', owner: DEMO_USERS.seller.id },
  { id: '00000000-0000-4000-a004-000000000002', parent: '00000000-0000-4000-a004-000000000001', title: 'Christmas', owner: DEMO_USERS.seller.id },
  { id: '00000000-0000-4000-a004-000000000003', parent: '00000000-0000-4000-a004-000000000002', title: 'Ornaments', owner: DEMO_USERS.seller.id },
  { id: '00000000-0000-4000-a004-000000000004', parent: '00000000-0000-4000-a004-000000000001', title: 'Halloween', owner: DEMO_USERS.seller.id },
  { id: '00000000-0000-4000-a004-000000000005', parent: null, title: 'Family', owner: DEMO_USERS.seller.id },
  { id: '00000000-0000-4000-a004-000000000006', parent: '00000000-0000-4000-a004-000000000005', title: 'Mom', owner: DEMO_USERS.seller.id },
  { id: '00000000-0000-4000-a004-000000000007', parent: '00000000-0000-4000-a004-000000000005', title: 'Dad', owner: DEMO_USERS.seller.id },
  { id: '00000000-0000-4000-a004-000000000011', parent: null, title: 'Templates', owner: DEMO_USERS.admin.id },
  { id: '00000000-0000-4000-a004-000000000012', parent: '00000000-0000-4000-a004-000000000011', title: 'Birthday', owner: DEMO_USERS.admin.id },
  { id: '00000000-0000-4000-a004-000000000013', parent: '00000000-0000-4000-a004-000000000011', title: 'Pets', owner: DEMO_USERS.admin.id },
];

export const SEED_CATEGORY_IDS = Object.fromEntries(SEED_CATEGORIES.map((c) => [c.title, c.id])) as Record<string, string>;

/** Demo category trees for the seller and the administrator; safe to run on every start. */
export async function seedArtworks(db: DataSource): Promise<void> {
  for (const c of SEED_CATEGORIES) {
    await db.query(
      `INSERT INTO "artworks"."artwork_categories" ("id", "parent_id", "title", "user_id") VALUES ($1, $2, $3, $4) ON CONFLICT ("id") DO NOTHING`,
      [c.id, c.parent, c.title, c.owner],
    );
  }
}
