import type { ArtworkChoice, VariantRow } from './formRules';

/** Where media stores rendered product mockups: a product image under it is a mockup, not an upload. */
export const PRODUCT_MOCKUP_PREFIX = 'product-mockups/';

export function isMockupImage(key: string): boolean {
  return key.startsWith(PRODUCT_MOCKUP_PREFIX);
}

/** One finished render of the current request (spec 002 §7 generateMockupProduct). */
export interface MockupImage {
  jobId: string;
  mockupId: string;
  /** Storage key; null when the render failed. */
  image: string | null;
  /** Product type variant ids the image is for. */
  variantIds: readonly string[];
  sorting: number;
  log: string | null;
}

/** The form's mockups: the renders it asked for and those that came back. */
export interface MockupState {
  /** Renders of the current request (the update of an earlier request is ignored). */
  jobIds: readonly string[];
  total: number;
  finished: readonly MockupImage[];
}

export const NO_MOCKUPS: MockupState = { jobIds: [], total: 0, finished: [] };

/** A request is still rendering until an update brings allDone (or every render of it came back). */
export function isRendering(state: MockupState): boolean {
  return state.finished.length < state.total;
}

/**
 * One live update: kept when it answers a render of the current request, replacing an earlier
 * answer of the same render (spec 002 §4: "replaces or adds the image by mockup type").
 */
export function applyMockupUpdate(state: MockupState, update: MockupImage): MockupState {
  if (!state.jobIds.includes(update.jobId)) return state;
  return { ...state, finished: [...state.finished.filter((m) => m.jobId !== update.jobId), update].sort((a, b) => a.sorting - b.sorting) };
}

/** The rendered images in mockup order (failed renders have none). */
export function mockupKeys(state: MockupState): string[] {
  return state.finished.flatMap((m) => (m.image ? [m.image] : []));
}

/**
 * Each variant shows the first rendered mockup (by mockup order) made for it — the same rule the
 * catalog applies to saved products; variants no mockup is for keep their image.
 */
export function attachMockups(rows: readonly VariantRow[], state: MockupState): VariantRow[] {
  const byVariant = new Map<string, MockupImage>();
  for (const mockup of state.finished) {
    if (!mockup.image) continue;
    for (const id of mockup.variantIds) if (!byVariant.has(id)) byVariant.set(id, mockup);
  }
  return rows.map((row) => {
    const mockup = byVariant.get(row.product_type_variant_id);
    return mockup ? { ...row, image: mockup.image, mockup_id: mockup.mockupId } : row;
  });
}

/** The generateProductMockups input: one entry per print area with its artwork; null until every print area has one. */
export function mockupRequest(productId: string, artworks: readonly ArtworkChoice[]) {
  if (!artworks.length || artworks.some((a) => !a.artwork_id)) return null;
  return artworks.map((a, i) => ({
    productId,
    productTypePrintAreaId: a.product_type_print_area_id,
    productTypeId: a.product_type_id,
    artworkId: a.artwork_id!,
    sorting: i + 1,
  }));
}

/** Opening a saved product: its images that are mockups stand for its mockups until they render again. */
export function savedMockups(images: readonly string[]): MockupState {
  const finished = images.filter(isMockupImage).map((image, i) => ({ jobId: image, mockupId: '', image, variantIds: [], sorting: i + 1, log: null }));
  return { jobIds: finished.map((m) => m.jobId), total: finished.length, finished };
}
