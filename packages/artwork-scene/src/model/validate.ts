import type { z } from 'zod';
import { ArtworkSchema } from './schema';
import { conditionTargetProblem, dependencyTargetProblem } from './rules';
import { indexLayers, isDescendant, nestByParent, walkLayers } from './tree';
import type { Artwork, Layer } from './types';

/** One problem in an artwork document: where it is and what is wrong, in plain words. */
export interface ValidationError {
  /** Dotted path with array indices, e.g. `templates[0].layers[2].fontSize`. */
  path: string;
  message: string;
}

export type ValidationResult =
  | { ok: true; artwork: Artwork; errors: [] }
  | { ok: false; errors: ValidationError[] };

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(document)';
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator === 'type') {
    return 'unknown layer type; expected one of Text, Label, Image, Option, Group';
  }
  if (issue.code === 'invalid_type') {
    // zod 4 does not keep the input by default; its message says what was received.
    return /received undefined$/.test(issue.message) ? `is required (${issue.expected})` : `must be ${issue.expected}`;
  }
  return issue.message;
}

/**
 * Check an artwork document and return either the parsed artwork (defaults applied,
 * flat groups nested) or every problem found. Never throws: a malformed document from
 * storage must become a readable error on the order, not a crashed worker.
 */
export function validateArtwork(input: unknown): ValidationResult {
  try {
    const parsed = ArtworkSchema.safeParse(input);
    if (!parsed.success) {
      return {
        ok: false,
        errors: parsed.error.issues.map((issue) => ({
          path: formatPath(issue.path),
          message: issueMessage(issue),
        })),
      };
    }
    const artwork = parsed.data as Artwork;
    const errors: ValidationError[] = [];
    if (artwork.selectedTemplate !== undefined && artwork.selectedTemplate >= artwork.templates.length) {
      errors.push({
        path: 'selectedTemplate',
        message: `points at template ${artwork.selectedTemplate} but the artwork has ${artwork.templates.length}`,
      });
    }
    // Shared layers are checked on their own; template layers may also refer to them.
    errors.push(...checkLayerScope(artwork.sharedLayers, 'sharedLayers', []));
    artwork.templates.forEach((template, t) => {
      errors.push(...checkLayerScope(template.layers, `templates[${t}].layers`, artwork.sharedLayers));
    });
    if (errors.length) return { ok: false, errors };
    artwork.sharedLayers = nestByParent(artwork.sharedLayers);
    for (const template of artwork.templates) template.layers = nestByParent(template.layers);
    return { ok: true, artwork, errors: [] };
  } catch (error) {
    return { ok: false, errors: [{ path: '(document)', message: `could not be read: ${String(error)}` }] };
  }
}

/** Paths of every layer in a list, following nested `layers`. */
function layerPaths(layers: readonly Layer[], base: string): Map<Layer, string> {
  const paths = new Map<Layer, string>();
  const visit = (list: readonly Layer[], prefix: string) =>
    list.forEach((layer, i) => {
      const path = `${prefix}[${i}]`;
      paths.set(layer, path);
      if (layer.type === 'Group') visit(layer.layers, `${path}.layers`);
    });
  visit(layers, base);
  return paths;
}

/** Cross-field rules of spec 002 §5 for one template (or the shared layers). */
function checkLayerScope(layers: Layer[], base: string, outer: readonly Layer[]): ValidationError[] {
  const errors: ValidationError[] = [];
  const paths = layerPaths(layers, base);
  const seen = new Set<string>();
  for (const { layer } of walkLayers(layers)) {
    if (seen.has(layer.id)) errors.push({ path: `${paths.get(layer)}.id`, message: `duplicate layer id "${layer.id}"` });
    seen.add(layer.id);
  }
  const index = indexLayers(layers);
  for (const [id, layer] of indexLayers(outer)) if (!index.has(id)) index.set(id, layer);
  // A flat child's group is found by id, so nesting is resolved before the rules below.
  const parentOf = new Map<string, Layer>();
  for (const { layer, ancestors } of walkLayers(layers)) {
    const at = paths.get(layer)!;
    if (ancestors.length) parentOf.set(layer.id, ancestors[ancestors.length - 1]);
    if (layer.parent && !ancestors.length) {
      const parent = index.get(layer.parent);
      if (!parent) errors.push({ path: `${at}.parent`, message: `parent layer "${layer.parent}" does not exist` });
      else if (parent.type !== 'Group') errors.push({ path: `${at}.parent`, message: `parent layer "${layer.parent}" is not a Group` });
      else if (parent.id === layer.id) errors.push({ path: `${at}.parent`, message: 'a layer cannot be its own parent' });
      else parentOf.set(layer.id, parent);
    }
  }
  const isChildOf = (candidateId: string, layer: Layer): boolean => {
    if (isDescendant(layer, candidateId)) return true;
    for (let p = parentOf.get(candidateId), guard = 0; p && guard < 100; p = parentOf.get(p.id), guard++) {
      if (p.id === layer.id) return true;
    }
    return false;
  };

  for (const { layer } of walkLayers(layers)) {
    const at = paths.get(layer)!;
    const p = layer.personalized;
    if (p?.min !== undefined && p.max !== undefined && p.min > p.max) {
      errors.push({ path: `${at}.personalized.min`, message: `min (${p.min}) is greater than max (${p.max})` });
    }
    if (layer.condition?.enable) {
      layer.condition.rules.forEach((rule, r) => {
        const reason = conditionTargetProblem(layer, index.get(rule.option), rule.option, isChildOf);
        if (reason) errors.push({ path: `${at}.condition.rules[${r}].option`, message: reason });
      });
    }
    if (layer.dependOnLayer) {
      const reason = dependencyTargetProblem(layer, index.get(layer.dependOnLayer), layer.dependOnLayer, isChildOf);
      if (reason) errors.push({ path: `${at}.dependOnLayer`, message: reason });
    }
  }
  return errors;
}
