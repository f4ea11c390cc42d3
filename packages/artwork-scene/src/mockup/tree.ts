import type { MockupGroupLayer, MockupLayer, MockupPrintareaLayer } from './model';

/** One layer met while walking a mockup's tree: its depth (0 at the top) and enclosing group. */
export interface MockupLayerVisit {
  layer: MockupLayer;
  depth: number;
  parent: MockupGroupLayer | null;
}

/**
 * Every layer of the tree in drawing order (a group before its children, children in list
 * order), with its depth and enclosing group. The editor's list, the service's rules and the
 * renderer all walk the tree this one way.
 */
export function* walkMockupLayers(layers: readonly MockupLayer[], parent: MockupGroupLayer | null = null, depth = 0): Generator<MockupLayerVisit> {
  for (const layer of layers) {
    yield { layer, depth, parent };
    if (layer.type === 'Group') yield* walkMockupLayers(layer.layers, layer, depth + 1);
  }
}

/** Every layer of the tree in drawing order, groups included. */
export function flattenMockupLayers(layers: readonly MockupLayer[]): MockupLayer[] {
  return Array.from(walkMockupLayers(layers), (visit) => visit.layer);
}

/**
 * The Printarea layers a render would draw: hidden layers (and everything inside a hidden
 * group) are left out, as the renderer leaves them out.
 */
export function visiblePrintareaLayers(layers: readonly MockupLayer[]): MockupPrintareaLayer[] {
  const found: MockupPrintareaLayer[] = [];
  const visit = (list: readonly MockupLayer[]) => {
    for (const layer of list) {
      if (!layer.visible) continue;
      if (layer.type === 'Printarea') found.push(layer);
      else if (layer.type === 'Group') visit(layer.layers);
    }
  };
  visit(layers);
  return found;
}

/** The file keys of the visible Image layers: what a render must load besides the photo and artworks. */
export function visibleImageKeys(layers: readonly MockupLayer[]): string[] {
  const keys = new Set<string>();
  const visit = (list: readonly MockupLayer[]) => {
    for (const layer of list) {
      if (!layer.visible) continue;
      if (layer.type === 'Image') keys.add(layer.file.key);
      else if (layer.type === 'Group') visit(layer.layers);
    }
  };
  visit(layers);
  return [...keys];
}
