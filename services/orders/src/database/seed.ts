import type { DataSource } from 'typeorm';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';
import { DEMO_CUSTOMERS, demoCustomerEmail } from './demo-customers';

/** Fixed ids so re-running the seed (every start-up) never duplicates a demo customer. */
export function demoCustomerId(index: number): string {
  return `00000000-0000-4000-a000-${String(index + 1).padStart(12, '0')}`;
}

/**
 * Demo data on first start: thirty customers of the demo seller, alternating between the
 * seller's two verified sites, created over the last few weeks so the list has an order.
 */
export async function seedOrders(dataSource: DataSource, logger?: Logger): Promise<void> {
  const sites = [DEMO_SITES.woo.id, DEMO_SITES.offline.id];
  const now = Date.now();
  let inserted = 0;
  for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
    const [first, last, phone, address] = customer;
    const email = demoCustomerEmail(customer);
    const createdAt = new Date(now - (DEMO_CUSTOMERS.length - index) * 86_400_000 * 1.5);
    const rows = await dataSource.query(
      `INSERT INTO "orders"."customers" (id, first_name, last_name, email, phone, address, site_id, seller_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [
        demoCustomerId(index), first, last, email, phone,
        JSON.stringify({ ...address, address2: null, country: 'United States', country_code: 'US', company: null }),
        sites[index % sites.length], DEMO_USERS.seller.id, createdAt,
      ],
    );
    inserted += rows.length;
  }
  if (inserted) logger?.info({ customers: inserted }, 'seeded demo customers');
}
