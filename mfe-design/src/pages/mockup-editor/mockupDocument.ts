import { MOCKUP_LIMITS, MockupLayerSchema, MockupSettingsSchema, type MockupLayer } from '@pod/artwork-scene';
import type { EditedMockup, MockupProductType } from './actions';
import type { MockupRow, ProductTypeRow } from './queries';

/** The stored layers through the model's schema: the layers, or the first problem as 'path: message'. */
function readLayers(stored: unknown): { ok: true; layers: MockupLayer[] } | { ok: false; message: string } {
  const list = stored ?? [];
  if (!Array.isArray(list)) return { ok: false, message: 'layers: not a list' };
  if (list.length > MOCKUP_LIMITS.maxLayers) return { ok: false, message: `layers: more than ${MOCKUP_LIMITS.maxLayers}` };
  const layers: MockupLayer[] = [];
  for (const [index, raw] of list.entries()) {
    const checked = MockupLayerSchema.safeParse(raw);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return { ok: false, message: `layers.${[index, ...issue.path].join('.')}: ${issue.message}` };
    }
    layers.push(checked.data);
  }
  return { ok: true, layers };
}

export type ReadMockups = { ok: true; mockups: EditedMockup[] } | { ok: false; title: string; message: string };

/**
 * The server's mockups as the editor's document, in their ordering. Layers and settings are
 * read through the model's schemas (defaults filled in); a mockup whose stored document the
 * model refuses is named, so the person knows which one, instead of the editor guessing.
 */
export function readMockups(rows: readonly MockupRow[]): ReadMockups {
  const mockups: EditedMockup[] = [];
  for (const row of [...rows].sort((a, b) => a.ordering - b.ordering)) {
    const layers = readLayers(row.layers);
    if (!layers.ok) return { ok: false, title: row.title, message: layers.message };
    const settings = MockupSettingsSchema.safeParse(row.settings ?? {});
    if (!settings.success) {
      const issue = settings.error.issues[0];
      return { ok: false, title: row.title, message: `settings.${issue.path.join('.')}: ${issue.message}` };
    }
    mockups.push({
      id: row.id,
      title: row.title,
      preview: row.preview,
      productTypeID: row.productTypeID,
      productID: row.productID ?? null,
      width: row.width,
      height: row.height,
      layers: layers.layers,
      settings: settings.data,
      variantIds: [...row.variantIds],
    });
  }
  return { ok: true, mockups };
}

/** What 'Add Printarea' and 'Apply to variants' need of the product type. */
export function readProductType(row: ProductTypeRow): MockupProductType {
  return {
    id: row.id,
    title: row.title,
    attributes: row.attributes.map((a) => ({ name: a.name, slug: a.slug, options: [...a.options] })),
    printAreas: row.printAreas.map((p) => ({ id: p.id, name: p.name, width: p.width ?? null, height: p.height ?? null })),
    variants: row.product_type_variants.map((v) => ({ id: v.id, attributes: v.attributes.map((a) => ({ slug: a.slug, option: a.option })) })),
  };
}

/** One `updateMockup` call's variables: the mockup as edited, its list position as `ordering` (spec 002 §4). */
export function saveVariables(mockup: EditedMockup, ordering: number) {
  return {
    id: mockup.id,
    title: mockup.title,
    preview: mockup.preview,
    productTypeID: mockup.productTypeID,
    productID: mockup.productID,
    layers: mockup.layers,
    settings: mockup.settings,
    ordering,
    width: mockup.width,
    height: mockup.height,
    variantIds: mockup.variantIds,
  };
}

export interface SaveOutcome {
  /** How many mockups the server took. */
  saved: number;
  /** The first refusal (its message is what the person sees), or null when every mockup was saved. */
  error: unknown;
}

/**
 * Save (spec 002 §4): every managed mockup sent at once (not one after another), each with its
 * list position as ordering. `send` is one `updateMockup` call; it resolves to its error or null.
 */
export async function saveMockups(mockups: readonly EditedMockup[], send: (variables: ReturnType<typeof saveVariables>) => Promise<unknown>): Promise<SaveOutcome> {
  const errors = await Promise.all(mockups.map((mockup, index) => send(saveVariables(mockup, index))));
  return { saved: errors.filter((e) => !e).length, error: errors.find((e) => !!e) ?? null };
}
