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

export interface LiveScene {
  /** The artwork group (clipped to the artwork) to add to a Konva layer. */
  root: Konva.Group;
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
export function createLiveScene(env: SceneEnvironment, options: SceneOptions): LiveScene {
  const jobs: AssetJobs = { fonts: new Map(), images: new Map() };
  const pixelRatio = options.pixelRatio ?? 1;
  const clip = options.clip ?? { x: 0, y: 0, width: options.width, height: options.height };
  const root = new Konva.Group({ name: 'artwork', clip, listening: false });
  if (options.background) {
    root.add(new Konva.Rect({ x: 0, y: 0, width: options.width, height: options.height, fill: options.background, listening: false }));
  }
  const content = new Konva.Group({ name: 'layers', listening: false });
  root.add(content);
  const nodes = new Map<string, SceneNode>();
  let previous = new Map<string, ResolvedLayer>();
  // Updates run one after the other, so a slow image load never lets an older state win.
  let queue: Promise<unknown> = Promise.resolve();
  // An update still loading fonts or images when the scene is destroyed (the editor made a new
  // stage) must not build into the destroyed groups.
  let destroyed = false;

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
    const seen = new Set<string>();
    const place = (list: ResolvedLayer[], container: Konva.Group) => {
      list.forEach((entry, index) => {
        seen.add(entry.id);
        let node = nodes.get(entry.id);
        if (entry.kind === 'group') {
          if (!node || previous.get(entry.id)?.kind !== 'group') {
            if (node) destroyNode(node);
            node = new Konva.Group(groupAttrs(entry));
            nodes.set(entry.id, node);
          } else {
            node.setAttrs(groupAttrs(entry));
            result.regrouped.push(entry.id);
          }
          place(entry.children, node as Konva.Group);
        } else if (built.has(entry.id)) {
          if (node) destroyNode(node);
          node = built.get(entry.id)!;
          nodes.set(entry.id, node);
        }
        if (!node) return;
        if (node.getParent() !== container) node.moveTo(container);
        if (container.children[index] !== node) node.zIndex(index);
      });
    };
    place(resolution.layers, content);
    for (const [id, node] of nodes) {
      if (seen.has(id)) continue;
      nodes.delete(id);
      result.removed.push(id);
      // A removed group's children that still exist were moved out above; destroy the rest with it.
      if (node.getParent()) destroyNode(node);
    }
    previous = new Map(all.map((l) => [l.id, l]));
    root.getLayer()?.batchDraw();
    return result;
  }

  return {
    root,
    update(resolution) {
      const next = queue.then(() => apply(resolution));
      queue = next.catch(() => undefined);
      return next;
    },
    nodeOf: (id) => nodes.get(id),
    destroy() {
      destroyed = true;
      root.find('Image').forEach((n) => n.clearCache());
      root.destroy();
      nodes.clear();
    },
  };
}
