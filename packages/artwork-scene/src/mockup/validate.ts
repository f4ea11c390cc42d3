import { z } from 'zod';
import { formatPath, type ValidationError } from '../model/validate';
import { MOCKUP_LIMITS, MockupLayerSchema, MockupSettingsSchema, type MockupLayer, type MockupSettings } from './model';

/** What the editor saves of a mockup (spec 002 §7 `updateMockup`'s document arguments). */
export interface MockupDocumentInput {
  width: unknown;
  height: unknown;
  layers: unknown;
  settings: unknown;
  variantIds: unknown;
}

export interface MockupDocument {
  width: number;
  height: number;
  layers: MockupLayer[];
  settings: MockupSettings;
  variantIds: string[];
}

/** The mockup's product type as the catalog describes it: what its layers and settings may name. */
export interface MockupProductTypeFacts {
  printAreaIds: readonly string[];
  variantIds: readonly string[];
  /** When given, `settings.applyToVariants` may only name these attributes and their options. */
  attributes?: readonly { slug: string; options: readonly string[] }[];
}

export type MockupValidationResult = { ok: true; document: MockupDocument; errors: [] } | { ok: false; errors: ValidationError[] };

export const MOCKUP_RULE_MESSAGES = {
  tooManyLayers: `A mockup has at most ${MOCKUP_LIMITS.maxLayers} layers`,
  tooDeep: `Groups can be nested at most ${MOCKUP_LIMITS.maxDepth} levels deep`,
  duplicateId: (id: string) => `Layer id "${id}" is used twice`,
  parent: (expected: string | null) => (expected ? `must be "${expected}", the group the layer is in` : 'must be empty: the layer is not in a group'),
  unknownPrintArea: (id: string) => `Print area "${id}" is not one of this product type's print areas`,
  clippingMaskMissing: 'Enable clipping mask needs the mask area',
  unknownVariant: (id: string) => `Variant "${id}" is not one of this product type's variants`,
  duplicateVariant: (id: string) => `Variant "${id}" is listed twice`,
  unknownAttribute: (slug: string) => `Attribute "${slug}" is not one of this product type's attributes`,
  unknownOption: (slug: string, value: string) => `"${value}" is not an option of attribute "${slug}"`,
} as const;

const sideSchema = z.number().int('must be a whole number of pixels').min(1).max(MOCKUP_LIMITS.maxMockupSide);
const variantIdsSchema = z.array(z.string().min(1).max(64)).max(MOCKUP_LIMITS.maxVariantIds);

/**
 * Count and depth of a layer tree read from untrusted JSON before zod walks it: zod's recursive
 * schema would otherwise recurse as deep as the input nests. Iterative; stops at the first excess.
 */
function treeShapeProblem(layers: unknown): ValidationError | null {
  if (!Array.isArray(layers)) return null;
  const stack: { list: unknown[]; depth: number; path: string }[] = [{ list: layers, depth: 0, path: 'layers' }];
  let count = 0;
  while (stack.length) {
    const { list, depth, path } = stack.pop()!;
    count += list.length;
    if (count > MOCKUP_LIMITS.maxLayers) return { path: 'layers', message: MOCKUP_RULE_MESSAGES.tooManyLayers };
    list.forEach((layer, i) => {
      const children = (layer as { layers?: unknown } | null)?.layers;
      if (Array.isArray(children) && children.length) stack.push({ list: children, depth: depth + 1, path: `${path}[${i}].layers` });
    });
    if (depth > MOCKUP_LIMITS.maxDepth) return { path, message: MOCKUP_RULE_MESSAGES.tooDeep };
  }
  return null;
}

function zodErrors(prefix: string, error: z.ZodError): ValidationError[] {
  return error.issues.map((issue) => ({ path: formatPath([prefix, ...issue.path].filter((p) => p !== '')), message: issue.message }));
}

/**
 * Check a mockup document the way the editor does and the artworks service does on save
 * (spec 002 §2.7, §3, §5): the typed model (zod, defaults applied), at most
 * MOCKUP_LIMITS.maxLayers layers counted through groups, groups nested at most maxDepth, ids
 * unique in the whole tree, each layer's `parent` the id of the group it sits in, Printarea
 * layers naming print areas of the mockup's product type, `variantIds` among its variants (once
 * each) and `applyToVariants` naming its attributes. Never throws; every problem is reported
 * with its path.
 */
export function validateMockupDocument(input: MockupDocumentInput, facts: MockupProductTypeFacts): MockupValidationResult {
  const shape = treeShapeProblem(input.layers);
  if (shape) return { ok: false, errors: [shape] };
  const errors: ValidationError[] = [];
  const width = sideSchema.safeParse(input.width);
  const height = sideSchema.safeParse(input.height);
  const layers = z.array(MockupLayerSchema).safeParse(input.layers);
  const settings = MockupSettingsSchema.safeParse(input.settings ?? {});
  const variantIds = variantIdsSchema.safeParse(input.variantIds ?? []);
  if (!width.success) errors.push(...zodErrors('width', width.error));
  if (!height.success) errors.push(...zodErrors('height', height.error));
  if (!layers.success) errors.push(...zodErrors('layers', layers.error));
  if (!settings.success) errors.push(...zodErrors('settings', settings.error));
  if (!variantIds.success) errors.push(...zodErrors('variantIds', variantIds.error));
  if (!width.success || !height.success || !layers.success || !settings.success || !variantIds.success) return { ok: false, errors };

  errors.push(...layerRuleErrors(layers.data, facts));
  const knownVariants = new Set(facts.variantIds);
  const seenVariants = new Set<string>();
  variantIds.data.forEach((id, i) => {
    if (!knownVariants.has(id)) errors.push({ path: `variantIds[${i}]`, message: MOCKUP_RULE_MESSAGES.unknownVariant(id) });
    else if (seenVariants.has(id)) errors.push({ path: `variantIds[${i}]`, message: MOCKUP_RULE_MESSAGES.duplicateVariant(id) });
    seenVariants.add(id);
  });
  if (facts.attributes) {
    const options = new Map(facts.attributes.map((a) => [a.slug, new Set(a.options)]));
    settings.data.applyToVariants.forEach((chips, i) => {
      const known = options.get(chips.slug);
      if (!known) return errors.push({ path: `settings.applyToVariants[${i}].slug`, message: MOCKUP_RULE_MESSAGES.unknownAttribute(chips.slug) });
      chips.values.forEach((value, v) => {
        if (!known.has(value)) errors.push({ path: `settings.applyToVariants[${i}].values[${v}]`, message: MOCKUP_RULE_MESSAGES.unknownOption(chips.slug, value) });
      });
    });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, document: { width: width.data, height: height.data, layers: layers.data, settings: settings.data, variantIds: variantIds.data }, errors: [] };
}

/** The tree rules zod cannot say: unique ids, parents, print areas, clipping masks. */
function layerRuleErrors(layers: readonly MockupLayer[], facts: MockupProductTypeFacts): ValidationError[] {
  const errors: ValidationError[] = [];
  const printAreas = new Set(facts.printAreaIds);
  const seen = new Set<string>();
  const visit = (list: readonly MockupLayer[], parent: string | null, base: string) =>
    list.forEach((layer, i) => {
      const at = `${base}[${i}]`;
      if (seen.has(layer.id)) errors.push({ path: `${at}.id`, message: MOCKUP_RULE_MESSAGES.duplicateId(layer.id) });
      seen.add(layer.id);
      if (layer.parent !== parent) errors.push({ path: `${at}.parent`, message: MOCKUP_RULE_MESSAGES.parent(parent) });
      if (layer.type === 'Printarea') {
        if (!printAreas.has(layer.printArea.id)) errors.push({ path: `${at}.printArea.id`, message: MOCKUP_RULE_MESSAGES.unknownPrintArea(layer.printArea.id) });
        if (layer.clippingMaskEnable && !layer.clippingMask) errors.push({ path: `${at}.clippingMask`, message: MOCKUP_RULE_MESSAGES.clippingMaskMissing });
      }
      if (layer.type === 'Group') visit(layer.layers, layer.id, `${at}.layers`);
    });
  visit(layers, null, 'layers');
  return errors;
}
