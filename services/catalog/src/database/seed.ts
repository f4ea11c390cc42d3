import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DEMO_MEDIA, DEMO_PRODUCT_TYPE_IDS, DEMO_USERS, missingVariants } from '@pod/contracts';
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
    // Spaced a second apart, newest last, so the list shows them in a stable order. A category
    // someone made with a demo title (titles are unique) keeps its place; the demo one is skipped.
    const createdAt = new Date(Date.UTC(2024, 0, 1, 0, 0, DEMO_CATEGORIES.length - index));
    const rows = await dataSource.query(
      `INSERT INTO "catalog"."categories" (id, title, description, status, creater_id, created_at, updated_at)
       VALUES ($1, $2, $3, true, $4, $5, $5)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [category.id, category.title, category.description, DEMO_USERS.admin.id, createdAt],
    );
    inserted += rows.length;
  }
  if (inserted) logger?.info({ categories: inserted }, 'seeded demo categories');
  await seedProductTypes(dataSource, logger);
}

interface DemoPrintArea {
  id: string;
  name: string;
  width: number;
  height: number;
}

interface DemoProductType {
  id: string;
  title: string;
  sku: string;
  description: string;
  categoryId: string;
  /** Storage keys of the pictures media seeds (DEMO_MEDIA). */
  images: string[];
  attributes: Array<{ name: string; slug: string; options: string[] }>;
  printAreas: DemoPrintArea[];
  /** Prices (and print size) of a variant, from its options. */
  price(options: string[]): { base_cost: number; retail_cost: number; sale_cost: number | null };
  printSize?(options: string[], area: DemoPrintArea): { width: number; height: number };
}

const [tShirts, , mugs, posters] = DEMO_CATEGORIES;

/**
 * Demo product types with fixed ids (and fixed print area ids), every variant priced so the
 * seller's product picker (priced types only) offers them from the first start.
 */
export const DEMO_PRODUCT_TYPES: readonly DemoProductType[] = [
  {
    id: DEMO_PRODUCT_TYPE_IDS.tee,
    title: 'Classic Unisex T-Shirt',
    sku: 'TS',
    description: 'Soft ring-spun cotton tee, printed front and back.',
    categoryId: tShirts.id,
    images: DEMO_MEDIA.tee.images.map((f) => f.key),
    attributes: [
      { name: 'Color', slug: 'color', options: ['Black', 'White'] },
      { name: 'Size', slug: 'size', options: ['S', 'M', 'L', 'XL'] },
    ],
    printAreas: [
      { id: '00000000-0000-4000-b110-000000000001', name: 'Front', width: 4500, height: 5400 },
      { id: '00000000-0000-4000-b110-000000000002', name: 'Back', width: 4500, height: 5400 },
    ],
    price: () => ({ base_cost: 8.5, retail_cost: 19.99, sale_cost: 17.99 }),
  },
  {
    id: DEMO_PRODUCT_TYPE_IDS.mug,
    title: 'Ceramic Mug',
    sku: 'MUG',
    description: 'Glossy ceramic mug with a wrap-around print.',
    categoryId: mugs.id,
    images: DEMO_MEDIA.mug.images.map((f) => f.key),
    attributes: [{ name: 'Size', slug: 'size', options: ['11oz', '15oz'] }],
    printAreas: [{ id: '00000000-0000-4000-b110-000000000003', name: 'Wrap', width: 2700, height: 1100 }],
    price: ([size]) => (size === '11oz' ? { base_cost: 4.5, retail_cost: 14.99, sale_cost: 12.99 } : { base_cost: 5.5, retail_cost: 16.99, sale_cost: 14.99 }),
  },
  {
    id: DEMO_PRODUCT_TYPE_IDS.poster,
    title: 'Matte Poster',
    sku: 'PO',
    description: 'Museum-quality matte paper poster.',
    categoryId: posters.id,
    images: DEMO_MEDIA.poster.images.map((f) => f.key),
    attributes: [{ name: 'Size', slug: 'size', options: ['12x18', '18x24', '24x36'] }],
    printAreas: [{ id: '00000000-0000-4000-b110-000000000004', name: 'Front', width: 7200, height: 10800 }],
    price: ([size]) =>
      ({ '12x18': { base_cost: 6, retail_cost: 18.99, sale_cost: null }, '18x24': { base_cost: 9, retail_cost: 24.99, sale_cost: null } })[size] ?? {
        base_cost: 14,
        retail_cost: 34.99,
        sale_cost: null,
      },
    // Inches at 300 dpi.
    printSize: ([size]) => {
      const [w, h] = size.split('x').map(Number);
      return { width: w * 300, height: h * 300 };
    },
  },
];

/**
 * Each demo type once (its id or SKU already there = done), with categories, print areas,
 * variants and images. A demo type seeded before it had pictures (images still empty) gets them.
 */
async function seedProductTypes(dataSource: DataSource, logger?: Logger): Promise<void> {
  let inserted = 0;
  for (const [index, type] of DEMO_PRODUCT_TYPES.entries()) {
    const createdAt = new Date(Date.UTC(2024, 0, 2, 0, 0, DEMO_PRODUCT_TYPES.length - index));
    const done = await dataSource.transaction(async (manager) => {
      const rows = await manager.query(
        `INSERT INTO "catalog"."product_types" (id, title, description, sku, attributes, images, state, creater_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, 'active', $7, $8, $8)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [type.id, type.title, type.description, type.sku, JSON.stringify(type.attributes), JSON.stringify(type.images), DEMO_USERS.admin.id, createdAt],
      );
      if (!rows.length) {
        await manager.query(`UPDATE "catalog"."product_types" SET images = $2::jsonb WHERE id = $1 AND images = '[]'::jsonb`, [type.id, JSON.stringify(type.images)]);
        return false;
      }
      await manager.query(`INSERT INTO "catalog"."product_type_categories" (product_type_id, category_id) VALUES ($1, $2)`, [type.id, type.categoryId]);
      for (const [i, area] of type.printAreas.entries()) {
        await manager.query(
          `INSERT INTO "catalog"."print_areas" (id, product_type_id, name, width, height, dpi, sorting) VALUES ($1, $2, $3, $4, $5, 300, $6)`,
          [area.id, type.id, area.name, area.width, area.height, i + 1],
        );
      }
      const variants = missingVariants(type, [], type.printAreas.map((a) => a.id)).map((draft, i) => {
        const options = draft.attributes.map((a) => a.option);
        return {
          ...draft,
          ...type.price(options),
          id: randomUUID(),
          sorting: i + 1,
          print_sizes: type.printAreas.map((area) => ({ print_area_id: area.id, ...(type.printSize?.(options, area) ?? { width: area.width, height: area.height }) })),
          carrier_costs: [],
        };
      });
      await manager.query(
        `INSERT INTO "catalog"."product_type_variants"
           (id, product_type_id, sku, attributes, base_cost, retail_cost, sale_cost, is_active, sorting, print_sizes, carrier_costs)
         SELECT r.id, $1, r.sku, r.attributes, r.base_cost, r.retail_cost, r.sale_cost, r.is_active, r.sorting, r.print_sizes, r.carrier_costs
           FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, sku text, attributes jsonb, base_cost numeric, retail_cost numeric, sale_cost numeric,
                is_active boolean, sorting integer, print_sizes jsonb, carrier_costs jsonb)`,
        [type.id, JSON.stringify(variants)],
      );
      return true;
    });
    if (done) inserted++;
  }
  if (inserted) logger?.info({ productTypes: inserted }, 'seeded demo product types');
}
