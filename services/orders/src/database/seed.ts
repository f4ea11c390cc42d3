import type { DataSource } from 'typeorm';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';
import { DEMO_CUSTOMERS, demoCustomerEmail } from './demo-customers';
import { printFileByAreaKey } from '../export-templates/export-columns';

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

/** Fixed ids so every start-up's seed leaves the two demo templates as they are (edits included). */
export const DEMO_EXPORT_TEMPLATE_IDS = {
  supplier: '00000000-0000-4000-a013-000000000001',
  admin: '00000000-0000-4000-a013-000000000002',
} as const;

/**
 * Two demo export templates: the supplier's own production sheet, and an Administrator's
 * template shared with every Seller and Supplier (no suppliers chosen).
 */
export async function seedExportTemplates(dataSource: DataSource, logger?: Logger): Promise<void> {
  const templates = [
    {
      id: DEMO_EXPORT_TEMPLATE_IDS.supplier, name: 'Supplier production sheet', author: DEMO_USERS.supplier.id, byAdmin: false,
      data: [
        { name: 'Factory', type: 'custom_value', value: 'POD Factory 1' },
        { name: 'Order ID', type: 'defined_value', value: 'order_id' },
        { name: 'SKU', type: 'defined_value', value: 'sku' },
        { name: 'Variant', type: 'defined_value', value: 'variant_attributes' },
        { name: 'Quantity', type: 'defined_value', value: 'quantity' },
        // by print-area name, so Front carries the front print whatever order the designs were made in
        { name: 'Front print file', type: 'defined_value', value: printFileByAreaKey('Front') },
        { name: 'Back print file', type: 'defined_value', value: printFileByAreaKey('Back') },
        { name: 'Ship to', type: 'defined_value', value: 'shipping_name' },
        { name: 'Address 1', type: 'defined_value', value: 'shipping_address1' },
        { name: 'Address 2', type: 'defined_value', value: 'shipping_address2' },
        { name: 'City', type: 'defined_value', value: 'shipping_city' },
        { name: 'State', type: 'defined_value', value: 'shipping_state_code' },
        { name: 'Zip', type: 'defined_value', value: 'shipping_zip' },
        { name: 'Country', type: 'defined_value', value: 'shipping_country_code' },
        { name: 'Carrier', type: 'defined_value', value: 'carrier' },
      ],
    },
    {
      id: DEMO_EXPORT_TEMPLATE_IDS.admin, name: 'Standard order export', author: DEMO_USERS.admin.id, byAdmin: true,
      data: [
        { name: 'Order ID', type: 'defined_value', value: 'order_id' },
        { name: 'Order Number', type: 'defined_value', value: 'origin_number' },
        { name: 'Created At', type: 'defined_value', value: 'created_at' },
        { name: 'Site', type: 'defined_value', value: 'site' },
        { name: 'Product Type', type: 'defined_value', value: 'product_type' },
        { name: 'SKU', type: 'defined_value', value: 'sku' },
        { name: 'Quantity', type: 'defined_value', value: 'quantity' },
        { name: 'Base Cost', type: 'defined_value', value: 'base_cost' },
        { name: 'Shipping Cost', type: 'defined_value', value: 'shipping_cost' },
        { name: 'Customer Email', type: 'defined_value', value: 'customer_email' },
        { name: 'Customer Phone', type: 'defined_value', value: 'customer_phone' },
        { name: 'Print files', type: 'defined_value', value: 'print_file_urls' },
        { name: 'Mockup', type: 'defined_value', value: 'mockup_url' },
      ],
    },
  ];
  let inserted = 0;
  for (const template of templates) {
    const rows = await dataSource.query(
      `INSERT INTO "orders"."export_templates" (id, name, author_id, by_admin, data)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [template.id, template.name, template.author, template.byAdmin, JSON.stringify(template.data)],
    );
    inserted += rows.length;
  }
  if (inserted) logger?.info({ exportTemplates: inserted }, 'seeded demo export templates');
}
