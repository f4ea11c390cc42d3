import { previewPersonalization as designPreviewValues, validateArtwork, type ClipartCategory, type Personalization } from '@pod/artwork-scene';

/**
 * The values a preview fills personalised fields with: @pod/artwork-scene's `previewPersonalization`
 * (design values, defaults, required fields filled the way a shop shows them, clipart fields as
 * the clipart ids of `clipartCategories`), the very values the design page's canvas draws with.
 * An invalid document has none: the renderer reports it.
 */
export function previewPersonalization(document: unknown, clipartCategories: readonly ClipartCategory[] = []): Personalization {
  const checked = validateArtwork(document);
  return checked.ok ? designPreviewValues(checked.artwork, clipartCategories) : {};
}
