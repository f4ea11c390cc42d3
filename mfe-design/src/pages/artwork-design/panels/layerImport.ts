import { walkLayers, type Artwork, type Layer } from '@pod/artwork-scene';

/** Spec 002 §2.8, §8: the layer import panel's messages, as spelled there. */
export const IMPORT_MESSAGES = {
  enterId: 'Please enter artwork ID!',
  notFound: 'Artwork does not exist!',
  duplicate: (title: string) => `Layer id for ${title} already exists!`,
  applied: (title: string) => `Apply ${title} success!`,
} as const;

/** Every layer id of the document: every template and the shared layers, groups included. */
function allIds(artwork: Artwork): Set<string> {
  const ids = new Set<string>();
  for (const { layer } of walkLayers([...artwork.templates.flatMap((t) => t.layers), ...artwork.sharedLayers])) ids.add(layer.id);
  return ids;
}

/**
 * Split picked layers into those that can be imported and those refused because one of their
 * ids (a group's children count) is already in the artwork (spec 002 §2.8).
 */
export function splitImport(artwork: Artwork, picked: readonly Layer[]): { accepted: Layer[]; refused: Layer[] } {
  const taken = allIds(artwork);
  const accepted: Layer[] = [];
  const refused: Layer[] = [];
  for (const layer of picked) {
    const ids = [...walkLayers([layer])].map((e) => e.layer.id);
    if (ids.some((id) => taken.has(id))) refused.push(layer);
    else {
      accepted.push(layer);
      ids.forEach((id) => taken.add(id));
    }
  }
  return { accepted, refused };
}
