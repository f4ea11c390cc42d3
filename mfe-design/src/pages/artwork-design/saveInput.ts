import type { Artwork } from '@pod/artwork-scene';

/** updateArtwork's input from the editor's document: everything Save writes (the server validates it all again). */
export function saveInput(doc: Artwork) {
  return {
    title: doc.title,
    width: Math.round(doc.width),
    height: Math.round(doc.height),
    templates: doc.templates,
    sharedLayers: doc.sharedLayers,
    ...(doc.templateDisplayMode != null ? { templateDisplayMode: doc.templateDisplayMode } : {}),
    ...(doc.templateDisplayLabel != null ? { templateDisplayLabel: doc.templateDisplayLabel } : {}),
    ...(doc.categories ? { categoryIds: doc.categories.map((c) => String(c.id)) } : {}),
  };
}
