import type { Artwork, Layer } from '@pod/artwork-scene';

/**
 * A change to one layer: the fields to set. Nested blocks (personalized, condition, options,
 * values, _filters) are replaced whole, so the editor's action can apply a patch with a plain
 * spread and record it as one history step.
 */
export type LayerPatch = Partial<Layer>;

/** Props of every property panel (Contract A of issue 23). */
export interface LayerPanelProps {
  /** The selected layer. */
  layer: Layer;
  /** The whole document: condition targets, depend-on targets and templates come from it. */
  artwork: Artwork;
  /** `artwork.lock`: every control is disabled. */
  locked: boolean;
  /**
   * Called with a partial layer, already debounced (text 200 ms, font size 100 ms, sliders on
   * release): one call is one undo step. Bound to `layer` — a pending edit flushed after the
   * selection moved still goes to the layer it was typed into.
   */
  onChange(patch: LayerPatch): void;
}
