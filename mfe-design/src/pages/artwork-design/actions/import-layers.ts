import { walkLayers, type Layer } from '@pod/artwork-scene';
import { refuse } from '@pod/canvas-editor';
import { artworkLayerIds, templateList } from './layer-tree';
import type { ArtworkAction } from './types';

/**
 * Layers picked from another artwork (spec 002 §2.8 and §8). Import keeps their ids (they
 * may carry conditions and dependencies between them), so an id the artwork already has is
 * refused, naming the layer; else the layers land at the top of the current template.
 */
export const importLayers: ArtworkAction = {
  name: 'importLayers',
  label: 'Import layers',
  perform(draft, { state, value }) {
    const layers = value as Layer[];
    if (!Array.isArray(layers) || !layers.length) return refuse();
    const taken = artworkLayerIds(state.doc);
    for (const top of layers) {
      for (const { layer } of walkLayers([top])) {
        if (taken.has(layer.id)) return refuse(`Layer id for ${layer.title || top.title} already exists!`);
        taken.add(layer.id);
      }
    }
    const copies = layers.map((l) => ({ ...(structuredClone(l) as Layer), parent: null }));
    templateList(draft, state.view.template).push(...copies);
    const title = layers.map((l) => l.title).join(', ');
    return { selection: copies.map((l) => l.id), message: { type: 'success', text: `Apply ${title} success!` } };
  },
};

/** The artwork-info modal's Update: title, width, height and categories (saved with Save). */
export const updateArtworkInfo: ArtworkAction = {
  name: 'updateArtworkInfo',
  label: 'Artwork info',
  perform(draft, { value }) {
    const { title, width, height, categories } = value as { title: string; width: number; height: number; categories?: { id: string; title?: string }[] };
    if (!title?.trim() || !(width >= 1) || !(height >= 1)) return refuse();
    draft.title = title.trim();
    draft.width = width;
    draft.height = height;
    if (categories) draft.categories = categories;
  },
};
