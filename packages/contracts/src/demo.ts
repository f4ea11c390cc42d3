/**
 * Fixed ids of the demo data seeded on first start, shared so each service can seed its own
 * rows that point at another service's demo rows (orders' customers belong to the seller's
 * sites) without reading that service's tables.
 */
export const DEMO_PASSWORD = 'demo-pass-1';

export const DEMO_USERS = {
  admin: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@pod.local', first_name: 'Ada', last_name: 'Admin', roles: ['Administrator'], is_supper_admin: true },
  seller: { id: '00000000-0000-4000-8000-000000000002', email: 'seller@pod.local', first_name: 'Sam', last_name: 'Seller', roles: ['Seller'], is_supper_admin: false },
  supplier: { id: '00000000-0000-4000-8000-000000000003', email: 'supplier@pod.local', first_name: 'Sue', last_name: 'Supplier', roles: ['Supplier'], is_supper_admin: false },
  supporter: { id: '00000000-0000-4000-8000-000000000004', email: 'supporter@pod.local', first_name: 'Pat', last_name: 'Supporter', roles: ['Supporter'], is_supper_admin: false },
  listing: { id: '00000000-0000-4000-8000-000000000005', email: 'listing@pod.local', first_name: 'Lee', last_name: 'Listing', roles: ['Listing'], is_supper_admin: false },
  accounting: { id: '00000000-0000-4000-8000-000000000006', email: 'accounting@pod.local', first_name: 'Ann', last_name: 'Accounting', roles: ['Accounting'], is_supper_admin: false },
  designer: { id: '00000000-0000-4000-8000-000000000007', email: 'designer@pod.local', first_name: 'Dee', last_name: 'Designer', roles: ['Designs'], is_supper_admin: false },
} as const;

export const DEMO_SITES = {
  // Connected to the embedded demo store by the launcher (its address replaces this domain); Pending until then.
  woo: { id: '00000000-0000-4000-9000-000000000001', title: 'Sam Woo Shop', domain: 'https://woo.example.com', platform: 'woocommerce', verified: false, type: 'online' },
  offline: { id: '00000000-0000-4000-9000-000000000002', title: 'Sam Offline Imports', domain: 'https://import.local', platform: 'import', verified: true, type: 'offline' },
  shopifyPending: { id: '00000000-0000-4000-9000-000000000003', title: 'Sam Shopify (pending)', domain: 'sam-shop.myshopify.com', platform: 'shopify', verified: false, type: 'online' },
} as const;

/** The demo product types (the catalog seeds them; artworks seeds their mockups by these ids). */
export const DEMO_PRODUCT_TYPE_IDS = {
  tee: '00000000-0000-4000-b100-000000000001',
  mug: '00000000-0000-4000-b100-000000000002',
  poster: '00000000-0000-4000-b100-000000000003',
} as const;

export type DemoProductShape = keyof typeof DEMO_PRODUCT_TYPE_IDS;

/**
 * A demo picture: media draws it at seed time and registers it as a File owned by the
 * administrator; other services store only its key (or File id).
 */
export interface DemoMediaFile {
  /** media File id. */
  id: string;
  /** Storage key, served through /media/img/{size}/{key}. */
  key: string;
  file_name: string;
  width: number;
  height: number;
  /** What media draws: a product photo in `color` with a print on it, or the blank product with its print area marked. */
  kind: 'image' | 'mockup';
  shape: DemoProductShape;
  color: string;
}

const demoMediaKey = (fileName: string) => `u/${DEMO_USERS.admin.id}/seed/product-types/${fileName}`;

function demoFile(n: number, fileName: string, file: Pick<DemoMediaFile, 'kind' | 'shape' | 'color'> & { size: number }): DemoMediaFile {
  const { size, ...picture } = file;
  return { id: `00000000-0000-4000-a006-${String(n).padStart(12, '0')}`, key: demoMediaKey(fileName), file_name: fileName, width: size, height: size, ...picture };
}

/**
 * Pictures of the demo product types: the catalog lists `images` keys in product_types.images,
 * artworks makes a product type mockup of `mockup`. Fixed ids and keys keep every seed idempotent.
 */
export const DEMO_MEDIA: Record<DemoProductShape, { productTypeId: string; images: DemoMediaFile[]; mockup: DemoMediaFile }> = {
  tee: {
    productTypeId: DEMO_PRODUCT_TYPE_IDS.tee,
    images: [
      demoFile(1, 'classic-tee-black.png', { kind: 'image', shape: 'tee', color: '#1f2937', size: 1000 }),
      demoFile(2, 'classic-tee-white.png', { kind: 'image', shape: 'tee', color: '#f8fafc', size: 1000 }),
    ],
    mockup: demoFile(3, 'classic-tee-mockup.png', { kind: 'mockup', shape: 'tee', color: '#ffffff', size: 1200 }),
  },
  mug: {
    productTypeId: DEMO_PRODUCT_TYPE_IDS.mug,
    images: [demoFile(4, 'ceramic-mug-white.png', { kind: 'image', shape: 'mug', color: '#ffffff', size: 1000 })],
    mockup: demoFile(5, 'ceramic-mug-mockup.png', { kind: 'mockup', shape: 'mug', color: '#ffffff', size: 1200 }),
  },
  poster: {
    productTypeId: DEMO_PRODUCT_TYPE_IDS.poster,
    images: [demoFile(6, 'matte-poster-sunset.png', { kind: 'image', shape: 'poster', color: '#fffdf7', size: 1000 })],
    mockup: demoFile(7, 'matte-poster-mockup.png', { kind: 'mockup', shape: 'poster', color: '#ffffff', size: 1200 }),
  },
};

/** A demo product type's print area and where it sits on the demo mockup photo. */
export interface DemoMockupPrintArea {
  /** The catalog seed's print area (its id, name and print size in px). */
  id: string;
  name: string;
  width: number;
  height: number;
  /** The box on the mockup photo, in the picture's 1000 × 1000 view box (same aspect as the print area). */
  box: { x: number; y: number; w: number; h: number };
  /** False for a print area this photo does not show (the tee's back on a front view). */
  visible: boolean;
}

/**
 * The print areas of each demo product type (the catalog seed's, services/catalog/src/database/seed.ts:
 * its test checks they agree) placed on the demo mockup photo: media draws the photo around these
 * boxes, artworks seeds one Printarea layer per print area.
 */
export const DEMO_MOCKUP_PRINT_AREAS: Record<DemoProductShape, DemoMockupPrintArea[]> = {
  tee: [
    { id: '00000000-0000-4000-b110-000000000001', name: 'Front', width: 4500, height: 5400, box: { x: 375, y: 300, w: 250, h: 300 }, visible: true },
    { id: '00000000-0000-4000-b110-000000000002', name: 'Back', width: 4500, height: 5400, box: { x: 375, y: 300, w: 250, h: 300 }, visible: false },
  ],
  mug: [{ id: '00000000-0000-4000-b110-000000000003', name: 'Wrap', width: 2700, height: 1100, box: { x: 335, y: 470, w: 290, h: 118 }, visible: true }],
  poster: [{ id: '00000000-0000-4000-b110-000000000004', name: 'Front', width: 7200, height: 10800, box: { x: 310, y: 180, w: 380, h: 570 }, visible: true }],
};

/**
 * Where media's seed stores @pod/artwork-scene's reference images (`<prefix>/images/<name>`); the
 * artworks seed builds its documents with this prefix, so the demo artworks' images are object
 * keys of our own storage and render for real.
 */
export const DEMO_ARTWORK_IMAGES_PREFIX = 'demo/artwork-scene';

/** One variant of a seeded global font: the media File media's seed stores, the artworks seed files it under `fontId`. */
export interface DemoFontFile {
  /** media File id. */
  fileId: string;
  /** Storage key (media's seed writes the .ttf of an npm font package there). */
  key: string;
  file_name: string;
  variant: string;
  postscriptName: string;
}

const demoFont = (n: number, family: string, variant: string, postscriptName: string): DemoFontFile => ({
  fileId: `00000000-0000-4000-a007-${String(n).padStart(12, '0')}`,
  key: `fonts/${family}-${variant}.ttf`,
  file_name: `${family}-${variant}.ttf`,
  variant,
  postscriptName,
});

/**
 * The global fonts of a fresh start (OFL families from npm font packages). Their font ids are
 * their family names because the demo artworks (the reference documents) already store
 * selections like 'Oswald-700'; uploaded fonts get uuid ids. Fixed ids and keys keep the media
 * and artworks seeds idempotent and in step.
 */
export const DEMO_FONTS: Array<{ id: string; family: string; variants: DemoFontFile[] }> = [
  { id: 'Lobster', family: 'Lobster', variants: [demoFont(1, 'Lobster', 'regular', 'Lobster-Regular')] },
  { id: 'Oswald', family: 'Oswald', variants: [demoFont(2, 'Oswald', 'regular', 'Oswald-Regular'), demoFont(3, 'Oswald', '700', 'Oswald-Bold')] },
  { id: 'Pacifico', family: 'Pacifico', variants: [demoFont(4, 'Pacifico', 'regular', 'Pacifico-Regular')] },
  {
    id: 'Roboto',
    family: 'Roboto',
    variants: [
      demoFont(5, 'Roboto', 'regular', 'Roboto-Regular'),
      demoFont(6, 'Roboto', 'italic', 'Roboto-Italic'),
      demoFont(7, 'Roboto', '700', 'Roboto-Bold'),
      demoFont(8, 'Roboto', '700italic', 'Roboto-BoldItalic'),
    ],
  },
];
