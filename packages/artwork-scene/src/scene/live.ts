import Konva from 'konva';
import type { FileRef } from '../model/types';
import type { ResolvedLayer, Resolution } from '../personalize/resolve';
import { buildNodes, commonAttrs, loadAssets, type AssetJobs, type SceneEnvironment, type SceneNode, type SceneOptions } from './build';
import { SceneBuildError, type LayerProblem } from './errors';

/** What one update did, for the editor's tests and its bench. */
export interface LiveSceneUpdate {
  /** Layers whose node was built again (new, or changed content/style/visibility). */
  rebuilt: string[];
  /** Groups whose attributes were set in place. */
  regrouped: string[];
  removed: string[];
}

/** How an editor keeps the scene (the second argument of createLiveScene). */
export interface LiveSceneOptions {
  /**
   * From this many top-level layers on, the stack is drawn in two parts: `root` holds the bottom of
   * it and `top` (added to a Konva layer above root's) the layers from the lowest one changed since
   * then. An edit, a paste or its undo near the top of a large stack then redraws the upper layer's
   * canvas only, not every layer under it. Left out: everything stays in `root`.
   */
  splitFrom?: number;
}

export interface LiveScene {
  /** The artwork group (clipped to the artwork) to add to a Konva layer. */
  root: Konva.Group;
  /**
   * The upper part of a split stack (LiveSceneOptions.splitFrom), clipped like `root`: add it to a
   * Konva layer above root's, with the same transform. Empty while the stack is not split.
   */
  top: Konva.Group;
  /**
   * Bring the nodes in line with a new resolution: a layer whose resolved entry is unchanged
   * keeps its node, a changed one gets a new node, groups are updated in place, nodes are
   * reordered and removed by layer id. Rejects with a SceneBuildError naming the layers that
   * cannot be drawn (the scene then still shows the previous state).
   */
  update(resolution: Resolution): Promise<LiveSceneUpdate>;
  /** The node drawing a layer (for the editor's transformer and hit tests). */
  nodeOf(id: string): SceneNode | undefined;
  destroy(): void;
}

const fileKey = (file: FileRef | undefined) => (file ? `${file.id ?? ''}|${file.key ?? ''}|${file.url ?? ''}` : '');

/** Whether a leaf layer would be drawn the same; layers the editor did not touch keep their object identity. */
function sameLeaf(a: ResolvedLayer | undefined, b: ResolvedLayer): boolean {
  if (!a || a.kind !== b.kind || a.visible !== b.visible) return false;
  if ((a.kind === 'text' || a.kind === 'label') && a.text !== (b as typeof a).text) return false;
  if (a.kind === 'image' && fileKey(a.file) !== fileKey((b as typeof a).file)) return false;
  return a.layer === b.layer || JSON.stringify(a.layer) === JSON.stringify(b.layer);
}

function groupAttrs(entry: Extract<ResolvedLayer, { kind: 'group' }>) {
  return { ...commonAttrs(entry.layer, entry.visible), clip: entry.layer.clip ?? { x: 0, y: 0, width: 0, height: 0 } };
}

/** What a group's node shows besides its children's own drawing: its attributes and which children, in order. */
function groupSignature(entry: Extract<ResolvedLayer, { kind: 'group' }>): string {
  return `${JSON.stringify(groupAttrs(entry))}|${entry.children.map((c) => c.id).join(',')}`;
}

/** The first index where two id lists differ (the shorter one's length when one extends the other). */
function firstDifference(a: readonly string[], b: readonly string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? Infinity : n;
}

function destroyNode(node: Konva.Node) {
  if (node instanceof Konva.Container) node.find('Image').forEach((n) => n.clearCache());
  else node.clearCache();
  node.destroy();
}

/**
 * The scene of buildScene() kept alive for an editor: the same nodes drawn the same way
 * (print files and the canvas still share buildNodes), but an edit of one layer rebuilds one
 * node instead of the whole tree. Fonts and images load once per reference.
 */
export function createLiveScene(env: SceneEnvironment, options: SceneOptions, live: LiveSceneOptions = {}): LiveScene {
  const jobs: AssetJobs = { fonts: new Map(), images: new Map() };
  const pixelRatio = options.pixelRatio ?? 1;
  const clip = options.clip ?? { x: 0, y: 0, width: options.width, height: options.height };
  const root = new Konva.Group({ name: 'artwork', clip, listening: false });
  if (options.background) {
    root.add(new Konva.Rect({ x: 0, y: 0, width: options.width, height: options.height, fill: options.background, listening: false }));
  }
  const content = new Konva.Group({ name: 'layers', listening: false });
  root.add(content);
  const top = new Konva.Group({ name: 'artwork-top', clip, listening: false });
  const topContent = new Konva.Group({ name: 'layers', listening: false });
  top.add(topContent);
  const nodes = new Map<string, SceneNode>();
  let previous = new Map<string, ResolvedLayer>();
  // The split stack: top-level layers [0, splitAt) in `content`, the rest in `topContent`.
  let splitAt = Infinity;
  let previousTop: string[] = [];
  const groupSignatures = new Map<string, string>();
  // Updates run one after the other, so a slow image load never lets an older state win.
  let queue: Promise<unknown> = Promise.resolve();
  // An update still loading fonts or images when the scene is destroyed (the editor made a new
  // stage) must not build into the destroyed groups.
  let destroyed = false;

  // Nodes an update took out of the scene are destroyed after it, when the page is idle: releasing
  // the cached canvases of hundreds of nodes (an undo of a 300-layer paste) took ~30 ms of the step
  // before its frame could be drawn. They are off the scene at once; only the clean-up waits.
  const retired: Konva.Node[] = [];
  let retiring = false;
  const destroyRetired = () => {
    retiring = false;
    retired.splice(0).forEach(destroyNode);
  };
  const retire = (node: Konva.Node) => {
    node.remove();
    retired.push(node);
    if (retiring) return;
    retiring = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(destroyRetired, { timeout: 1000 });
    else setTimeout(destroyRetired, 0);
  };

  const flatten = (list: ResolvedLayer[]): ResolvedLayer[] => list.flatMap((l) => (l.kind === 'group' ? [l, ...flatten(l.children)] : [l]));

  async function apply(resolution: Resolution): Promise<LiveSceneUpdate> {
    const problems: LayerProblem[] = resolution.issues.map((issue) => ({ ...issue }));
    const all = flatten(resolution.layers);
    const changed = all.filter((l) => l.kind !== 'group' && !sameLeaf(previous.get(l.id), l));
    const assets = await loadAssets(changed, env, problems, jobs);
    if (destroyed) return { rebuilt: [], regrouped: [], removed: [] };
    if (problems.length) throw new SceneBuildError(problems);

    // Build the changed leaves first, so a failure leaves the drawn scene untouched.
    const built = new Map<string, SceneNode>();
    for (const entry of changed) {
      const [node] = buildNodes([entry], assets, pixelRatio, problems);
      if (node) built.set(entry.id, node);
    }
    if (problems.length) {
      built.forEach(destroyNode);
      throw new SceneBuildError(problems);
    }

    const result: LiveSceneUpdate = { rebuilt: [...built.keys()], regrouped: [], removed: [] };
    // The lowest top-level layer whose drawing changes: a new order, a rebuilt leaf, a group's
    // attributes or children. Everything under it draws as before.
    const topIds = resolution.layers.map((l) => l.id);
    const topIndex = new Map<string, number>();
    const mark = (entry: ResolvedLayer, index: number) => {
      topIndex.set(entry.id, index);
      if (entry.kind === 'group') entry.children.forEach((child) => mark(child, index));
    };
    resolution.layers.forEach(mark);
    let firstChange = firstDifference(previousTop, topIds);
    for (const id of built.keys()) firstChange = Math.min(firstChange, topIndex.get(id) ?? 0);
    const signatures = new Map<string, string>();
    for (const entry of all) {
      if (entry.kind !== 'group') continue;
      signatures.set(entry.id, groupSignature(entry));
      if (groupSignatures.get(entry.id) !== signatures.get(entry.id)) firstChange = Math.min(firstChange, topIndex.get(entry.id) ?? 0);
    }
    const split = live.splitFrom !== undefined && topIds.length >= live.splitFrom;
    // Not split, or nothing drawn yet: all in root. Split: the changed layer and those above it move
    // to `top` (so editing it again, or pasting above it, redraws `top` only); root keeps the rest.
    if (!split || previous.size === 0) splitAt = topIds.length;
    else if (firstChange < splitAt) splitAt = firstChange;

    const touched = new Set<Konva.Layer | null>();
    const seen = new Set<string>();
    const replaced = (node: Konva.Node) => {
      touched.add(node.getLayer());
      retire(node);
    };
    // One layer's node in its container at its index: kept when unchanged, rebuilt, regrouped or moved.
    const place = (entry: ResolvedLayer, container: Konva.Group, index: number) => {
      seen.add(entry.id);
      let node = nodes.get(entry.id);
      if (entry.kind === 'group') {
        if (!node || previous.get(entry.id)?.kind !== 'group') {
          if (node) replaced(node);
          node = new Konva.Group(groupAttrs(entry));
          nodes.set(entry.id, node);
        } else {
          // Same attributes and children: the node is left alone, so its canvas is not redrawn for it.
          if (groupSignatures.get(entry.id) !== signatures.get(entry.id)) {
            node.setAttrs(groupAttrs(entry));
            touched.add(node.getLayer());
          }
          result.regrouped.push(entry.id);
        }
        const group = node as Konva.Group;
        entry.children.forEach((child, i) => place(child, group, i));
      } else if (built.has(entry.id)) {
        if (node) replaced(node);
        node = built.get(entry.id)!;
        nodes.set(entry.id, node);
      }
      if (!node) return;
      if (node.getParent() !== container) {
        touched.add(node.getLayer());
        node.moveTo(container);
        touched.add(node.getLayer());
      }
      if (container.children[index] !== node) {
        node.zIndex(index);
        touched.add(node.getLayer());
      }
    };
    resolution.layers.forEach((entry, index) => (index < splitAt ? place(entry, content, index) : place(entry, topContent, index - splitAt)));
    const gone: Konva.Node[] = [];
    for (const [id, node] of nodes) {
      if (seen.has(id)) continue;
      nodes.delete(id);
      result.removed.push(id);
      gone.push(node);
    }
    // A container whose every child goes (the undo of a paste empties the upper part) is emptied at
    // once: one by one, each removal renumbers the siblings left (300 removals, 45,000 renumberings).
    const emptied = new Set<Konva.Container>();
    const checked = new Set<Konva.Container>();
    const goneSet = new Set(gone);
    for (const node of gone) {
      const parent = node.getParent();
      if (!parent || checked.has(parent)) continue;
      checked.add(parent);
      if (parent.children.every((child) => goneSet.has(child))) emptied.add(parent);
    }
    for (const parent of emptied) {
      touched.add(parent.getLayer());
      const children = [...parent.children];
      parent.removeChildren();
      children.forEach(retire);
    }
    for (const node of gone) {
      // A removed group's children that still exist were moved out above; destroy the rest with it.
      if (node.getParent()) {
        touched.add(node.getLayer());
        retire(node);
      }
    }
    previous = new Map(all.map((l) => [l.id, l]));
    previousTop = topIds;
    groupSignatures.clear();
    signatures.forEach((sig, id) => groupSignatures.set(id, sig));
    // Unsplit, root's layer draws on every update (as it always did); split, each layer only when its part changed.
    if (!split) touched.add(root.getLayer());
    touched.forEach((layer) => layer?.batchDraw());
    return result;
  }

  return {
    root,
    top,
    update(resolution) {
      const next = queue.then(() => apply(resolution));
      queue = next.catch(() => undefined);
      return next;
    },
    nodeOf: (id) => nodes.get(id),
    destroy() {
      destroyed = true;
      destroyRetired();
      root.find('Image').forEach((n) => n.clearCache());
      top.find('Image').forEach((n) => n.clearCache());
      root.destroy();
      top.destroy();
      nodes.clear();
    },
  };
}
