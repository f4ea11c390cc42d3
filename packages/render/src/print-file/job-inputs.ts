import { artworkClipartCategoryIds, parseFontRef, validateArtwork } from '@pod/artwork-scene';

// What a render job needs looked up before it runs (the caller asks the artworks service for
// them): the font selections and the clipart categories a document uses.

/**
 * The font selections a document (or anything a render takes) uses: every `fontFamily` string
 * under it that has the '{fontId}-{variant}' shape. Walks without recursion (documents are
 * validated, but personalisations are the shopper's).
 */
export function fontRefsOf(...values: unknown[]): string[] {
  const refs = new Set<string>();
  const pending: unknown[] = [...values];
  while (pending.length) {
    const value = pending.pop();
    if (!value || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'fontFamily' && typeof child === 'string' && parseFontRef(child)) refs.add(child);
      else if (child && typeof child === 'object') pending.push(child);
    }
  }
  return [...refs];
}

/**
 * The clipart categories a document's Image layers pick from (`layerClipartCategoryId` of
 * @pod/artwork-scene, every template and the shared layers). An invalid document has none: the
 * renderer reports it.
 */
export function clipartCategoryIdsOf(document: unknown): string[] {
  const checked = validateArtwork(document);
  return checked.ok ? artworkClipartCategoryIds(checked.artwork) : [];
}
