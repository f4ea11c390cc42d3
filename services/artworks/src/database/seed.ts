import type { DataSource } from 'typeorm';
import { DEMO_ARTWORK_IMAGES_PREFIX, DEMO_MEDIA, DEMO_MOCKUP_PRINT_AREAS, DEMO_USERS, type DemoProductShape } from '@pod/contracts';
import { MockupLayerSchema, MockupSettingsSchema, type MockupLayer, type MockupSettings } from '@pod/artwork-scene';
import { recordArtworkVersion } from '../artworks/artwork-versions';

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

/**
 * The demo seller's artworks: the three reference artworks of @pod/artwork-scene (the documents
 * the WYSIWYG check renders), so the product form has artworks to choose from. Their images are
 * object keys of media's storage and their fonts are in media's font library (media's seed puts
 * both there), so they render for real.
 */
const SEED_ARTWORKS: Array<{ id: string; reference: string; categories: string[] }> = [
  { id: '00000000-0000-4000-a004-000000000101', reference: 'text-heavy', categories: ['00000000-0000-4000-a004-000000000005'] },
  { id: '00000000-0000-4000-a004-000000000102', reference: 'images-filters-clipping', categories: ['00000000-0000-4000-a004-000000000001'] },
  {
    id: '00000000-0000-4000-a004-000000000103',
    reference: 'personalised',
    categories: ['00000000-0000-4000-a004-000000000006', '00000000-0000-4000-a004-000000000002'],
  },
];

export const SEED_ARTWORK_IDS = SEED_ARTWORKS.map((a) => a.id);

/**
 * One product type mockup per demo product type, on the product photo media seeds (DEMO_MEDIA's
 * `mockup`, a PNG: it is its own preview, with the product's body transparent and shaded) with one
 * Printarea layer per print area of the type placed on it (DEMO_MOCKUP_PRINT_AREAS; the tee's Back
 * is hidden: the photo shows the front). The tee takes its variant's colour behind the photo;
 * mugs and posters come in sizes, so white shows through. Owned by the administrator like the file.
 */
export const SEED_MOCKUPS = (
  [
    { id: '00000000-0000-4000-a004-000000000201', shape: 'tee', byVariantColour: true },
    { id: '00000000-0000-4000-a004-000000000202', shape: 'mug', byVariantColour: false },
    { id: '00000000-0000-4000-a004-000000000203', shape: 'poster', byVariantColour: false },
  ] as const
).map(({ id, shape, byVariantColour }) => {
  const picture = DEMO_MEDIA[shape];
  const settings: MockupSettings = MockupSettingsSchema.parse({ defaultBgColor: '#ffffff', changeBgColorByVariantColor: byVariantColour });
  return { id, productTypeId: picture.productTypeId, file: picture.mockup, layers: printareaLayers(shape, picture.mockup.width / 1000), settings };
});

/** The Printarea layers of a demo mockup: the view box's boxes scaled to the photo's pixels. */
function printareaLayers(shape: DemoProductShape, scale: number): MockupLayer[] {
  return DEMO_MOCKUP_PRINT_AREAS[shape].map((area, i) =>
    MockupLayerSchema.parse({
      id: `demo-${shape}-printarea-${i + 1}`,
      type: 'Printarea',
      title: area.name,
      x: area.box.x * scale,
      y: area.box.y * scale,
      width: area.box.w * scale,
      height: area.box.h * scale,
      visible: area.visible,
      printArea: { id: area.id, name: area.name, width: area.width, height: area.height },
    }),
  );
}

/** Demo category trees for the seller and the administrator, the seller's artworks and the demo product types' mockups; safe to run on every start. */
export async function seedArtworks(db: DataSource): Promise<void> {
  for (const c of SEED_CATEGORIES) {
    await db.query(
      `INSERT INTO "artworks"."artwork_categories" ("id", "parent_id", "title", "user_id") VALUES ($1, $2, $3, $4) ON CONFLICT ("id") DO NOTHING`,
      [c.id, c.parent, c.title, c.owner],
    );
  }
  // Loaded only when seeding: the fixtures also bring their test images and fonts.
  const { referenceCases } = await import('@pod/artwork-scene/samples');
  // Image URLs become object keys of media's storage, where media's seed puts the fixture images.
  const references = new Map(referenceCases(DEMO_ARTWORK_IMAGES_PREFIX).map((c) => [c.name as string, c.artwork]));
  for (const seed of SEED_ARTWORKS) {
    const doc = references.get(seed.reference) as { title: string; width: number; height: number; templates: unknown[]; sharedLayers?: unknown[] };
    await db.query(
      `INSERT INTO "artworks"."artworks" ("id", "title", "width", "height", "templates", "shared_layers", "user_id")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) ON CONFLICT ("id") DO NOTHING`,
      [seed.id, doc.title, doc.width, doc.height, JSON.stringify(doc.templates), JSON.stringify(doc.sharedLayers ?? []), DEMO_USERS.seller.id],
    );
    const [{ current_version }] = (await db.query(`SELECT "current_version" FROM "artworks"."artworks" WHERE "id" = $1`, [seed.id])) as Array<{ current_version: number }>;
    if (current_version === 0) await db.transaction((m) => recordArtworkVersion(m, seed.id));
    for (const categoryId of seed.categories) {
      await db.query(
        `INSERT INTO "artworks"."artwork_category_links" ("artwork_id", "category_id") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [seed.id, categoryId],
      );
    }
  }
  for (const mockup of SEED_MOCKUPS) {
    const { file } = mockup;
    // A demo mockup seeded before it had layers gets them; one anybody has edited since is left alone.
    await db.query(
      `INSERT INTO "artworks"."mockups" ("id", "title", "product_type_id", "product_id", "is_product_base", "file_id", "file_key", "preview_key",
         "width", "height", "layers", "settings", "variant_ids", "ordering", "status", "created_by")
       VALUES ($1, $2, $3, NULL, false, $4, $5, $5, $6, $7, $8::jsonb, $9::jsonb, '[]'::jsonb, 0, 'active', $10)
       ON CONFLICT ("id") DO UPDATE SET "layers" = EXCLUDED."layers", "settings" = EXCLUDED."settings"
         WHERE "mockups"."layers" = '[]'::jsonb AND "mockups"."updated_at" = "mockups"."created_at"`,
      [mockup.id, file.file_name.replace(/\.[^.]+$/, ''), mockup.productTypeId, file.id, file.key, file.width, file.height, JSON.stringify(mockup.layers), JSON.stringify(mockup.settings), DEMO_USERS.admin.id],
    );
  }
}
