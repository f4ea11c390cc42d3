import { useMutation } from 'urql';
import type { TextLayer } from '@pod/artwork-scene';
import { graphql, useNotify } from '@pod/platform';
import { FontPicker } from '../../components/font-picker/FontPicker';
import type { PickerFont } from '../../components/font-picker/queries';
import { withLayerFont } from './layerFont';

/** Saves the document parts; the answer refreshes the cached artwork, so the canvas redraws. */
export const UPDATE_ARTWORK_FONT = graphql(`
  mutation ArtworkDesignUpdateFont($id: ID!, $input: UpdateArtworkInput!) {
    updateArtwork(id: $id, input: $input) {
      id
      templates
      sharedLayers
      updatedAt
    }
  }
`);

export interface TextLayerFontFieldProps {
  artwork: { id: string; lock: boolean; templates: unknown; sharedLayers: unknown };
  layer: TextLayer;
  /** The picked font, for the canvas's font list (a font uploaded just now is not in it yet). */
  onPicked(font: PickerFont): void;
}

/**
 * The text layer's font (spec 002 §2.9): the FontPicker on the layer's stored selection; a new
 * choice is saved at once with updateArtwork ('{fontId}-{variant}' in the layer's fontFamily).
 */
export function TextLayerFontField({ artwork, layer, onPicked }: TextLayerFontFieldProps) {
  const notify = useNotify();
  const [{ fetching }, update] = useMutation(UPDATE_ARTWORK_FONT);
  const onChange = async (ref: string, font: PickerFont) => {
    onPicked(font);
    const next = withLayerFont(artwork.templates, artwork.sharedLayers, layer, ref);
    if (!next.changed) return;
    const result = await update({ id: artwork.id, input: { templates: next.templates, sharedLayers: next.sharedLayers } });
    if (result.error) notify.error(result.error);
  };
  return <FontPicker value={layer.fontFamily} onChange={(ref, font) => void onChange(ref, font)} disabled={artwork.lock || fetching} />;
}
