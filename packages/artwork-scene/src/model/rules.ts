import { isDescendant, isPersonalized, walkLayers } from './tree';
import { SHARED_LAYERS_TEMPLATE, type Artwork, type Layer } from './types';

/**
 * The editor's eligibility and bound rules of spec 002 §5, in one place for both sides: the
 * property panels offer only what these allow, and the artworks service refuses on save what
 * they refuse (`checkEditorRules`). Pure functions over the document; no React, no I/O.
 */

/** Numeric bounds of the property panels (spec 002 §2.8, §5). A missing `min`/`max` is unbounded. */
export const LAYER_BOUNDS = {
  /** The ordering field of the form. */
  ordering: { min: 0, max: 99 },
  /** What the layer list may assign when reordering (spec §3: "0 to 199 in the list"); what the server accepts. */
  orderingList: { min: 0, max: 199 },
  strokeWidth: { min: 0, max: 10 },
  lineHeight: { max: 10 },
  blur: { min: 0, max: 40 },
  brighten: { min: -1, max: 1 },
  contrast: { min: -100, max: 100 },
  pixelate: { min: 1, max: 20 },
  opacity: { min: 0, max: 1 },
} as const satisfies Record<string, { min?: number; max?: number }>;

/**
 * Bounds of a document the server accepts (the spec is silent): the editor's bench works with
 * 1000 layers; these keep one save's work (validation, rendering, the version it records) bounded.
 */
export const DOCUMENT_BOUNDS = {
  templates: 100,
  /** Every layer of every template and the shared layers, children included. */
  layers: 5000,
  /** Groups inside groups. */
  groupDepth: 20,
} as const;

/**
 * The title of the template a new artwork starts with (and a PSD import becomes). Spec 002 asks
 * for templates with one default and a required title, and is silent on what a new artwork
 * holds: it starts with one default template, so the first layer a designer adds lands in a
 * template (not among the shared layers) and the store has a default to show.
 */
export const DEFAULT_TEMPLATE_TITLE = 'Default';

/** The templates of a new artwork: one empty default template. */
export function newArtworkTemplates(): { title: string; isDefault: true; layers: [] }[] {
  return [{ title: DEFAULT_TEMPLATE_TITLE, isDefault: true, layers: [] }];
}

/** Template rules of a save that sends templates (the template bar's, spec 002 §2.8), for `templateSaveProblems`. */
export const TEMPLATE_MESSAGES = {
  keepOne: 'an artwork keeps at least one template',
  oneDefault: 'one template must be the default',
} as const;

/**
 * What the template bar never lets a designer do, checked again when a save sends templates
 * (the artworks service; a save of title or categories alone does not touch them): removing the
 * last template of an artwork that has templates, and leaving templates without a default.
 * `before` is how many templates the artwork had. (At most one default is `checkEditorRules`'.)
 * An artwork without templates (made before new artworks started with one) stays valid: its
 * shared layers are what draws.
 */
export function templateSaveProblems(templates: readonly { isDefault?: boolean }[], before: number): RuleProblem[] {
  if (!templates.length) return before > 0 ? [{ path: 'templates', message: TEMPLATE_MESSAGES.keepOne }] : [];
  return templates.some((t) => t.isDefault === true) ? [] : [{ path: 'templates', message: TEMPLATE_MESSAGES.oneDefault }];
}

/** Whether `candidateId` sits anywhere below `layer`, by nesting or by `parent` ids (flat lists). */
type ChildCheck = (candidateId: string, layer: Layer) => boolean;

/**
 * Why `target` cannot drive a condition on `layer` (spec 002 §5), or undefined if it can:
 * not itself, not a group, not its own child, not an 'images' layer; Option or personalised only.
 */
export function conditionTargetProblem(
  layer: Layer,
  target: Layer | undefined,
  targetId: string,
  isChildOf: ChildCheck = (id, l) => isDescendant(l, id),
): string | undefined {
  if (!target) return `condition refers to layer "${targetId}", which does not exist`;
  if (target.id === layer.id) return 'a condition cannot refer to the layer itself';
  if (target.type === 'Group') return `condition target "${target.title || target.id}" is a Group`;
  if (isChildOf(target.id, layer)) return `condition target "${target.title || target.id}" is a child of this layer`;
  if (target.personalized?.type === 'images') return `condition target "${target.title || target.id}" is an 'images' layer`;
  if (target.type !== 'Option' && !isPersonalized(target)) {
    return `condition target "${target.title || target.id}" is neither an Option layer nor personalised`;
  }
  return undefined;
}

/**
 * Why `layer` cannot depend on `target` (spec 002 §5), or undefined if it can: the target
 * must be personalised, not a group, not the layer itself or its child, and of the same type.
 */
export function dependencyTargetProblem(
  layer: Layer,
  target: Layer | undefined,
  targetId: string,
  isChildOf: ChildCheck = (id, l) => isDescendant(l, id),
): string | undefined {
  if (!target) return `depends on layer "${targetId}", which does not exist`;
  if (target.id === layer.id) return 'a layer cannot depend on itself';
  if (target.type === 'Group') return `depends on "${target.title || target.id}", which is a Group`;
  if (isChildOf(target.id, layer)) return `depends on "${target.title || target.id}", which is its own child`;
  if (target.type !== layer.type) {
    return `depends on "${target.title || target.id}" of type ${target.type}, but it is a ${layer.type} layer`;
  }
  if (!isPersonalized(target)) return `depends on "${target.title || target.id}", which is not personalised`;
  return undefined;
}

/** 'Exclude from mockup' is offered for every layer except Option, Group and personalised ones (spec 002 §5). */
export function canExcludeFromMockup(layer: Layer): boolean {
  return layer.type !== 'Option' && layer.type !== 'Group' && layer.personalized?.enable !== true;
}

/** Why `layer` may not carry `excludeMockup: true`, or undefined. */
export function excludeFromMockupProblem(layer: Layer): string | undefined {
  if (layer.excludeMockup !== true || canExcludeFromMockup(layer)) return undefined;
  const what = layer.type === 'Option' ? 'an Option layer' : layer.type === 'Group' ? 'a Group' : 'a personalised layer';
  return `'Exclude from mockup' cannot be set on ${what}`;
}

/**
 * A child test that also follows `parent` ids, so a flat list (children beside their group,
 * spec 002 §2.8 "children get the parent id") is judged like a nested one.
 */
export function childTestFor(layers: readonly Layer[]): ChildCheck {
  const parentOf = new Map<string, string>();
  for (const { layer, ancestors } of walkLayers(layers)) {
    const parent = ancestors.length ? ancestors[ancestors.length - 1].id : layer.parent;
    if (parent && parent !== layer.id) parentOf.set(layer.id, parent);
  }
  return (candidateId, layer) => {
    if (isDescendant(layer, candidateId)) return true;
    // The guard stops at a loop of parent ids (the validator reports those).
    for (let p = parentOf.get(candidateId), guard = 0; p && guard < 1000; p = parentOf.get(p), guard++) {
      if (p === layer.id) return true;
    }
    return false;
  };
}

/**
 * The layers a layer of the artwork can see as targets: its template's layers and the shared
 * layers (a template may refer to them), or the shared layers alone for a shared layer. `template`
 * says where the layer is (the editor's selected template; -1 = shared); without it, the first
 * template holding the id, then the shared layers.
 */
function scopeOf(artwork: Artwork, layerId: string, template?: number): { layer: Layer; candidates: Layer[]; own: Layer[] } | undefined {
  const find = (layers: readonly Layer[]) => {
    for (const { layer } of walkLayers(layers)) if (layer.id === layerId) return layer;
    return undefined;
  };
  const inTemplate = (t: number) => {
    const own = artwork.templates[t]?.layers ?? [];
    const layer = find(own);
    return layer ? { layer, own, candidates: [...own, ...artwork.sharedLayers] } : undefined;
  };
  const inShared = () => {
    const layer = find(artwork.sharedLayers);
    return layer ? { layer, own: artwork.sharedLayers, candidates: artwork.sharedLayers } : undefined;
  };
  if (template === SHARED_LAYERS_TEMPLATE) return inShared();
  if (template !== undefined) return inTemplate(template);
  for (let t = 0; t < artwork.templates.length; t++) {
    const found = inTemplate(t);
    if (found) return found;
  }
  return inShared();
}

function eligible(artwork: Artwork, layerId: string, template: number | undefined, problem: typeof conditionTargetProblem): Layer[] {
  const scope = scopeOf(artwork, layerId, template);
  if (!scope) return [];
  const isChildOf = childTestFor([...scope.own]);
  const seen = new Set<string>();
  const out: Layer[] = [];
  for (const { layer: target } of walkLayers(scope.candidates)) {
    // A template layer shadows a shared layer of the same id (the validator's lookup order).
    if (seen.has(target.id)) continue;
    seen.add(target.id);
    if (!problem(scope.layer, target, target.id, isChildOf)) out.push(target);
  }
  return out;
}

/**
 * Layers a condition rule on `layerId` may look at (spec 002 §5): Option layers and personalised
 * layers, never the layer itself, a group, its own child or an 'images'-type personalised layer.
 */
export function conditionTargets(artwork: Artwork, layerId: string, template?: number): Layer[] {
  return eligible(artwork, layerId, template, conditionTargetProblem);
}

/** Layers `layerId` may depend on (spec 002 §5): personalised, not a group, not itself or its child, same type. */
export function dependOnTargets(artwork: Artwork, layerId: string, template?: number): Layer[] {
  return eligible(artwork, layerId, template, dependencyTargetProblem);
}

/** One save-rule problem, shaped as the validator's errors. */
export interface RuleProblem {
  path: string;
  message: string;
}

/**
 * The editor rules a valid document must also keep before it is saved (spec 002 §2.8, §5), on
 * top of `validateArtwork` (which already checks the field bounds, template titles, condition and
 * depend-on targets, and is all the renderer needs — old documents keep rendering): at most one
 * default template, 'Exclude from mockup' only where the panel offers it, and the document bounds.
 * Takes the validator's parsed artwork (groups nested).
 */
export function checkEditorRules(artwork: Artwork): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (artwork.templates.length > DOCUMENT_BOUNDS.templates) {
    problems.push({ path: 'templates', message: `an artwork has at most ${DOCUMENT_BOUNDS.templates} templates` });
  }
  const defaults = artwork.templates.flatMap((t, i) => (t.isDefault ? [i] : []));
  for (const i of defaults.slice(1)) problems.push({ path: `templates[${i}].isDefault`, message: 'only one template can be the default' });

  let count = 0;
  const visit = (layers: readonly Layer[], base: string, depth: number) =>
    layers.forEach((layer, i) => {
      const at = `${base}[${i}]`;
      count++;
      const exclude = excludeFromMockupProblem(layer);
      if (exclude) problems.push({ path: `${at}.excludeMockup`, message: exclude });
      if (layer.type === 'Group') {
        if (depth >= DOCUMENT_BOUNDS.groupDepth) problems.push({ path: `${at}.layers`, message: `groups can be nested at most ${DOCUMENT_BOUNDS.groupDepth} deep` });
        else visit(layer.layers, `${at}.layers`, depth + 1);
      }
    });
  visit(artwork.sharedLayers, 'sharedLayers', 0);
  artwork.templates.forEach((t, i) => visit(t.layers, `templates[${i}].layers`, 0));
  if (count > DOCUMENT_BOUNDS.layers) problems.push({ path: 'templates', message: `an artwork has at most ${DOCUMENT_BOUNDS.layers} layers` });
  return problems;
}
