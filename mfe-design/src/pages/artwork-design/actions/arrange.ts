import type { GroupLayer, Layer } from '@pod/artwork-scene';
import { refuse } from '@pod/canvas-editor';
import { artworkLayerIds, findSlot, nextTitle, selectedSlots, templateList, uniqueId } from './layer-tree';
import { newLayer } from './layers';
import type { ArtworkAction } from './types';

/**
 * Drop a layer at a place of the layer list (drag reorder): into `parentId` (null = the
 * template's top level) at `index` of that list, counted in paint order (bottom first, the
 * order the document stores). A group cannot be dropped into itself or its children.
 */
export const reorderLayer: ArtworkAction = {
  name: 'reorderLayer',
  label: 'Reorder',
  perform(draft, { state, value }) {
    const { id, parentId, index } = value as { id: string; parentId: string | null; index: number };
    const list = templateList(draft, state.view.template);
    const slot = findSlot(list, id);
    if (!slot) return refuse();
    let target: Layer[] = list;
    if (parentId) {
      const parent = findSlot(list, parentId);
      if (!parent || parent.layer.type !== 'Group' || parentId === id || findSlot([slot.layer], parentId)) return refuse();
      target = parent.layer.layers;
    }
    const [moved] = slot.siblings.splice(slot.index, 1);
    const at = Math.max(0, Math.min(index, target.length));
    target.splice(at, 0, moved);
    moved.parent = parentId ?? null;
  },
};

function step(name: string, label: string, delta: 1 | -1): ArtworkAction {
  return {
    name,
    label,
    perform(draft, { state, value }) {
      const list = templateList(draft, state.view.template);
      const ids = value ? [value as string] : state.selection;
      let moved = false;
      // Forward moves the top-most first so two selected neighbours keep their order.
      const slots = selectedSlots(list, ids).sort((a, b) => (delta === 1 ? b.index - a.index : a.index - b.index));
      for (const slot of slots) {
        const index = slot.siblings.findIndex((l) => l.id === slot.layer.id);
        const to = index + delta;
        if (to < 0 || to >= slot.siblings.length || ids.includes(slot.siblings[to].id)) continue;
        const [layer] = slot.siblings.splice(index, 1);
        slot.siblings.splice(to, 0, layer);
        moved = true;
      }
      if (!moved) return refuse();
    },
  };
}

/** One step up the paint order (drawn over the next sibling). */
export const bringForward = step('bringForward', 'Bring forward', 1);
export const sendBackward = step('sendBackward', 'Send backward', -1);

/**
 * Group the selection (spec 002 §2.8): a new 'Group #n' at (0, 0) takes the selected layers,
 * which keep their place on the canvas and get the group's id as parent; it sits where the
 * top-most of them was.
 */
export const groupLayers: ArtworkAction = {
  name: 'groupLayers',
  label: 'Group',
  perform(draft, { state, env }) {
    const list = templateList(draft, state.view.template);
    const slots = selectedSlots(list, state.selection);
    if (!slots.length) return refuse();
    const home = slots[0];
    const homeParent = home.parent;
    const id = uniqueId(artworkLayerIds(state.doc), env.newId);
    const group = newLayer('Group', id, nextTitle(state.doc, 'Group'), { x: 0, y: 0, ...(homeParent ? { parent: homeParent.id } : {}) }) as GroupLayer;
    const homeSiblings = homeParent ? (findSlot(list, homeParent.id)!.layer as GroupLayer).layers : list;
    let insertAt = homeSiblings.findIndex((l) => l.id === home.layer.id);
    const ordered = [...slots].sort((a, b) => a.index - b.index);
    for (const slot of ordered) {
      const index = slot.siblings.findIndex((l) => l.id === slot.layer.id);
      const [layer] = slot.siblings.splice(index, 1);
      if (slot.siblings === homeSiblings && index < insertAt) insertAt--;
      layer.parent = id;
      group.layers.push(layer);
    }
    homeSiblings.splice(Math.max(0, Math.min(insertAt, homeSiblings.length)), 0, group);
    return { selection: [id] };
  },
};

/** 2-D transform a group applies to a child: position, rotation (degrees), scale (skew is not used by the editor). */
function applyGroupTransform(group: Layer, child: Layer): void {
  const rad = (group.rotation * Math.PI) / 180;
  const sx = child.x * group.scaleX;
  const sy = child.y * group.scaleY;
  child.x = group.x + sx * Math.cos(rad) - sy * Math.sin(rad);
  child.y = group.y + sx * Math.sin(rad) + sy * Math.cos(rad);
  child.rotation += group.rotation;
  child.scaleX *= group.scaleX;
  child.scaleY *= group.scaleY;
}

/** The group's children take its place (drawn where they were), parent set to the group's parent. */
export const ungroupLayers: ArtworkAction = {
  name: 'ungroupLayers',
  label: 'Ungroup',
  perform(draft, { state, value }) {
    const list = templateList(draft, state.view.template);
    const ids = value ? [value as string] : state.selection;
    const freed: string[] = [];
    for (const slot of selectedSlots(list, ids)) {
      if (slot.layer.type !== 'Group') continue;
      const group = slot.layer;
      const index = slot.siblings.findIndex((l) => l.id === group.id);
      const children = group.layers.splice(0);
      for (const child of children) {
        applyGroupTransform(group, child);
        child.parent = slot.parent?.id ?? null;
        if (group.visible === false) child.visible = false;
        freed.push(child.id);
      }
      slot.siblings.splice(index, 1, ...children);
    }
    if (!freed.length && !selectedSlots(templateList(state.doc, state.view.template), ids).some((s) => s.layer.type === 'Group')) return refuse();
    return { selection: freed };
  },
};
