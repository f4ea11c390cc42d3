import { mediaImageUrl, type MediaImageSize } from '@pod/platform';

/** "Color: Black · Size: L" from the variant's attributes (the Product/Variant column). */
export function attributesText(attributes: readonly { name: string; option: string }[] | null | undefined): string {
  return (attributes ?? []).map((a) => `${a.name}: ${a.option}`).join(' · ');
}

/** The mockup preview: the variant's picture, else the product's first; a stored key or an absolute URL. */
export function mockupSrc(
  row: { variant?: { image?: string | null } | null; product?: { images: readonly string[] } | null },
  size: MediaImageSize = '100',
): string | undefined {
  const keyOrUrl = row.variant?.image || row.product?.images[0];
  if (!keyOrUrl) return undefined;
  return /^(https?:)?\/\//.test(keyOrUrl) ? keyOrUrl : mediaImageUrl(keyOrUrl, size);
}
