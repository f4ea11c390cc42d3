/**
 * The artworks service's internal API (`@pod/artworks-client`): the signed `/internal/*` routes
 * other services call, with the schemas both ends check, and the typed client they call them
 * through. Artworks, their versions, clipart categories and fonts are this service's (ARCHITECTURE §2).
 */
import { createInternalClient, internalRoute, type InternalClientOptions } from '@pod/service-kit/internal-client';
import { z } from 'zod';
import { MockupLayerSchema, MockupSettingsSchema, type ClipartCategory, type ClipartDisplaySettings, type Font, type MockupLayer, type MockupSettings } from '@pod/artwork-scene';

/** Most artwork ids one current-versions or owners lookup takes (after dropping malformed ones). */
export const MAX_ARTWORK_IDS = 100;
/** Most clipart category ids one render lookup takes. */
export const MAX_RENDER_CATEGORY_IDS = 200;
/** Most font ids one by-ids lookup takes. */
export const MAX_FONT_IDS = 200;
/** Most PSD font names one match takes. */
export const MAX_FONT_NAMES = 500;
/** Longest font id or name taken. */
export const MAX_FONT_NAME_LENGTH = 255;

/** Most product type ids one mockups lookup takes (a product's types; a campaign has a few). */
export const MAX_MOCKUP_PRODUCT_TYPES = 50;
/** Most mockups one lookup answers. */
export const MAX_ROUTE_MOCKUPS = 1000;

const ids = z.object({ ids: z.array(z.string()) });

/**
 * A product type's mockup as renders need it: the photo (its storage key and pixel size), the
 * typed layers and settings (@pod/artwork-scene's mockup model, checked again here), the type
 * variants it applies to (empty: every variant of the type, a mockup nobody narrowed yet).
 */
const productTypeMockup = z.object({
  id: z.string(),
  title: z.string(),
  productTypeId: z.string(),
  ordering: z.number(),
  width: z.number(),
  height: z.number(),
  fileKey: z.string(),
  previewKey: z.string(),
  layers: z.array(MockupLayerSchema),
  settings: MockupSettingsSchema,
  variantIds: z.array(z.string()),
});
export type ProductTypeMockup = Omit<z.output<typeof productTypeMockup>, 'layers' | 'settings'> & { layers: MockupLayer[]; settings: MockupSettings };

/** A PSD font name matched to one of our fonts. */
export const fontMatch = z.object({
  /** The selection to store on the text layer: '{fontId}-{variant}'. */
  ref: z.string(),
  fontId: z.string(),
  family: z.string(),
  variant: z.string(),
});
export type FontMatch = z.infer<typeof fontMatch>;

/** A font family as renders draw it: its variants' files by storage key (@pod/artwork-scene `Font`). */
const renderFont = z.object({ id: z.string(), family: z.string(), global: z.boolean().optional(), variants: z.array(z.object({ variant: z.string(), file: z.object({ url: z.string() }) })) });
/** A category the shopper picks clipart from, with its cliparts' files (@pod/artwork-scene `ClipartCategory`). */
const renderClipartCategory = z.object({
  id: z.string(),
  title: z.string(),
  cliparts: z.array(z.object({ id: z.string(), title: z.string(), file: z.object({ id: z.string(), key: z.string(), file_name: z.string() }) })),
  // Numbers the renderer places the picked clipart with; @pod/artwork-scene checks them when it draws.
  displaySettings: z.custom<ClipartDisplaySettings>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)).optional(),
});

export const ARTWORKS_ROUTES = {
  /** The live version of each live artwork among the ids (orders pins it at intake). */
  currentVersions: internalRoute({ method: 'POST', path: '/internal/artworks/current-versions', request: ids, response: z.object({ artworks: z.array(z.object({ id: z.string(), version: z.number() })) }), idempotent: true }),
  /** One version's document (immutable once saved): media renders it. */
  version: internalRoute({ method: 'GET', path: '/internal/artworks/:id/versions/:version', response: z.object({ id: z.string(), version: z.number(), document: z.unknown() }), idempotent: true }),
  /** The owner of each live artwork among the ids (the catalog checks a product prints its seller's artworks). */
  owners: internalRoute({ method: 'GET', path: '/internal/artworks/owners', request: ids, response: z.object({ artworks: z.array(z.object({ id: z.string(), user_id: z.string() })) }), idempotent: true }),
  /** The artwork owner's clipart categories among the ids, each with its cliparts; 404 for an unknown artwork. */
  clipartCategoriesForRender: internalRoute({
    method: 'POST',
    path: '/internal/clipart-categories/for-render',
    request: z.object({ artworkId: z.string(), ids: z.array(z.string().max(64)).max(MAX_RENDER_CATEGORY_IDS) }),
    response: z.object({ categories: z.array(renderClipartCategory) }),
    idempotent: true,
  }),
  /** Font families by id, as renders draw them (unknown ids are left out). */
  fontsByIds: internalRoute({ method: 'POST', path: '/internal/fonts/by-ids', request: z.object({ ids: z.array(z.string().max(MAX_FONT_NAME_LENGTH)).max(MAX_FONT_IDS) }), response: z.object({ fonts: z.array(renderFont) }), idempotent: true }),
  /** Our fonts for the names a PSD gives, among the global fonts and `userId`'s custom ones. */
  fontsMatch: internalRoute({
    method: 'POST',
    path: '/internal/fonts/match',
    request: z.object({ userId: z.string().nullish(), names: z.array(z.string().max(MAX_FONT_NAME_LENGTH)).max(MAX_FONT_NAMES) }),
    response: z.object({ matches: z.record(z.string(), fontMatch.nullable()) }),
    idempotent: true,
  }),
  /** The product types' own mockups (not products' uploaded pictures), by type as asked, then ordering. */
  mockupsByProductTypes: internalRoute({
    method: 'GET',
    path: '/internal/mockups/by-product-types',
    request: z.object({ ids: z.array(z.string().max(64)).max(MAX_MOCKUP_PRODUCT_TYPES) }),
    response: z.object({ mockups: z.array(productTypeMockup).max(MAX_ROUTE_MOCKUPS) }),
    idempotent: true,
    maxResponseBytes: 64 * 1024 * 1024,
  }),
} as const;

export type ArtworksClientOptions = Omit<InternalClientOptions, 'service'>;

/** The calls other services make to artworks. */
export function createArtworksClient(options: ArtworksClientOptions) {
  const client = createInternalClient({ service: 'artworks', ...options });
  return {
    /** artwork id → its current version (live artworks only). */
    async currentVersions(artworkIds: string[]): Promise<Map<string, number>> {
      if (!artworkIds.length) return new Map();
      const answer = await client.call(ARTWORKS_ROUTES.currentVersions, { input: { ids: artworkIds } });
      return new Map((answer?.artworks ?? []).map((a) => [a.id, a.version]));
    },
    /** The version's document; null when artworks has no such version. */
    async versionDocument(artworkId: string, version: number): Promise<{ document: unknown } | null> {
      return client.call(ARTWORKS_ROUTES.version, { params: { id: artworkId, version } });
    },
    /** Owner (user id) of each live artwork among `ids`. */
    async owners(artworkIds: string[]): Promise<Map<string, string>> {
      const answer = await client.call(ARTWORKS_ROUTES.owners, { input: { ids: artworkIds } });
      return new Map((answer?.artworks ?? []).map((a) => [a.id, a.user_id]));
    },
    /** The categories among `ids` of the artwork's owner; null when artworks does not know the artwork. */
    async clipartCategoriesForRender(artworkId: string, ids: string[]): Promise<ClipartCategory[] | null> {
      const answer = await client.call(ARTWORKS_ROUTES.clipartCategoriesForRender, { input: { artworkId, ids } });
      return answer ? (answer.categories as ClipartCategory[]) : null;
    },
    async fontsByIds(fontIds: string[]): Promise<Font[]> {
      return ((await client.call(ARTWORKS_ROUTES.fontsByIds, { input: { ids: fontIds } }))?.fonts ?? []) as Font[];
    },
    /** The mockups of these product types (see the route); [] when none is asked. */
    async mockupsByProductTypes(productTypeIds: string[]): Promise<ProductTypeMockup[]> {
      if (!productTypeIds.length) return [];
      return ((await client.call(ARTWORKS_ROUTES.mockupsByProductTypes, { input: { ids: productTypeIds } }))?.mockups ?? []) as ProductTypeMockup[];
    },
    async matchFonts(userId: string | null, names: readonly string[]): Promise<Record<string, FontMatch | null>> {
      return (await client.call(ARTWORKS_ROUTES.fontsMatch, { input: { userId, names: [...names] } }))?.matches ?? {};
    },
  };
}
export type ArtworksClient = ReturnType<typeof createArtworksClient>;
