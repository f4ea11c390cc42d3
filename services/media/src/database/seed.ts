import type { DataSource } from 'typeorm';
import sharp from 'sharp';
import { DEMO_ARTWORK_IMAGES_PREFIX, DEMO_FONTS, DEMO_MEDIA, DEMO_USERS } from '@pod/contracts';
import { DEMO_FONT_SOURCES } from '../fonts/demo-font-files';
import type { ObjectStorage } from '../storage/object-storage';
import { renderDemoPicture } from './demo-pictures';

const ADMIN = DEMO_USERS.admin.id;

/** Fixed ids keep the seed idempotent; the backgrounds are generated gradients, not stock photos. */
const SEED_BANNER_CATEGORIES = [
  {
    id: '00000000-0000-4000-a005-000000000001',
    title: 'Christmas',
    backgrounds: [
      { id: '00000000-0000-4000-a005-000000000101', colors: ['#7f1d1d', '#166534'] },
      { id: '00000000-0000-4000-a005-000000000102', colors: ['#14532d', '#fef3c7'] },
    ],
  },
  {
    id: '00000000-0000-4000-a005-000000000002',
    title: 'Summer sale',
    backgrounds: [{ id: '00000000-0000-4000-a005-000000000201', colors: ['#f59e0b', '#0ea5e9'] }],
  },
  { id: '00000000-0000-4000-a005-000000000003', title: 'Minimal', backgrounds: [] },
] as const;

function gradientSvg(from: string, to: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="1200" height="800" fill="url(#g)"/></svg>`,
  );
}

/** Demo banner categories with a few generated backgrounds; safe to run on every start. */
export async function seedMedia(db: DataSource, storage: ObjectStorage): Promise<void> {
  for (const category of SEED_BANNER_CATEGORIES) {
    await db.query(
      `INSERT INTO "media"."banner_categories" ("id", "title", "created_by") VALUES ($1, $2, $3) ON CONFLICT ("id") DO NOTHING`,
      [category.id, category.title, ADMIN],
    );
    for (const [index, background] of category.backgrounds.entries()) {
      const [from, to] = background.colors;
      const n = index + 1;
      const key = `u/${ADMIN}/seed/${category.id}/background-${n}.png`;
      if (!(await storage.stat(key))) {
        const png = await sharp(gradientSvg(from, to)).png().toBuffer();
        await storage.write(key, png, 'image/png');
      }
      const stored = await storage.stat(key);
      await db.query(
        `INSERT INTO "media"."files" ("key", "file_name", "file_mime", "file_size", "source", "user_id") VALUES ($1, $2, 'image/png', $3, 'aws', $4) ON CONFLICT ("key") DO NOTHING`,
        [key, `background-${n}.png`, stored!.size, ADMIN],
      );
      await db.query(
        `INSERT INTO "media"."banners" ("id", "title", "image_key", "category_id", "created_by") VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("id") DO NOTHING`,
        [background.id, `${category.title} ${n}`, key, category.id, ADMIN],
      );
    }
  }
  await seedProductTypePictures(db, storage);
  await seedArtworkAssets(db, storage);
}

/**
 * The images of the demo artworks (@pod/artwork-scene's reference fixtures) as the
 * administrator's Files under DEMO_ARTWORK_IMAGES_PREFIX (the artworks seed points its documents
 * there), and the .ttf files of the seeded global fonts (DEMO_FONTS, under their fixed File ids;
 * the artworks seed files them as fonts), so the demo artworks render from our storage.
 */
async function seedArtworkAssets(db: DataSource, storage: ObjectStorage): Promise<void> {
  // Loaded only when seeding: the fixtures draw their images on demand.
  const { FIXTURE_IMAGES } = await import('@pod/artwork-scene/samples');
  const { readFile } = await import('node:fs/promises');
  const assets = [
    ...Object.entries(FIXTURE_IMAGES).map(([name, draw]) => ({ id: null, key: `${DEMO_ARTWORK_IMAGES_PREFIX}/images/${name}`, name, mime: 'image/png', bytes: async () => draw() })),
    ...DEMO_FONTS.flatMap((font) => font.variants).map((file) => ({
      id: file.fileId,
      key: file.key,
      name: file.file_name,
      mime: 'font/ttf',
      bytes: () => readFile(DEMO_FONT_SOURCES[file.key]!()),
    })),
  ];
  for (const asset of assets) {
    if (!(await storage.stat(asset.key))) await storage.write(asset.key, await asset.bytes(), asset.mime);
    const stored = await storage.stat(asset.key);
    // A font file seeded before fonts had fixed ids takes its fixed id (the artworks seed names
    // it by that id; nothing else refers to these rows by id: the old font library read keys).
    await db.query(
      `INSERT INTO "media"."files" ("id", "key", "file_name", "file_mime", "file_size", "source", "user_id")
       VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, 'aws', $6)
       ON CONFLICT ("key") DO ${asset.id ? `UPDATE SET "id" = EXCLUDED."id" WHERE "files"."id" <> EXCLUDED."id"` : 'NOTHING'}`,
      [asset.id, asset.key, asset.name, asset.mime, stored!.size, ADMIN],
    );
  }
}

/**
 * The demo product types' images and mockups (DEMO_MEDIA): drawn once into storage and
 * registered as the administrator's Files under their fixed ids, so the catalog and artworks
 * seeds can point at them by key / id.
 */
async function seedProductTypePictures(db: DataSource, storage: ObjectStorage): Promise<void> {
  for (const file of Object.values(DEMO_MEDIA).flatMap((type) => [...type.images, type.mockup])) {
    if (!(await storage.stat(file.key))) await storage.write(file.key, await renderDemoPicture(file), 'image/png');
    const stored = await storage.stat(file.key);
    await db.query(
      `INSERT INTO "media"."files" ("id", "key", "file_name", "file_mime", "file_size", "source", "user_id") VALUES ($1, $2, $3, 'image/png', $4, 'aws', $5) ON CONFLICT DO NOTHING`,
      [file.id, file.key, file.file_name, stored!.size, ADMIN],
    );
  }
}
